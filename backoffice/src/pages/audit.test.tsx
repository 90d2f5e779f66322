import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths, type AuditEntry } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage } from '@member-site/shared/testing';
import { auditEntry } from '../testing/fixtures';
import AuditPage from './audit';

const page = (data: AuditEntry[], total = data.length) => ({ data, page: 1, pageSize: 50, total });

function renderAudit(path = '/audit') {
  const api = createFakeApi({
    [staffApiPaths.staffAudit]: () =>
      page(
        [
          auditEntry(),
          auditEntry({
            id: 2,
            actor: 'bank-feed',
            actorKind: 'system',
            action: 'statement.line',
            targetKind: null,
            targetId: 'KB1',
            ip: null,
            before: null,
            after: 'not json <b>x</b>',
          }),
        ],
        120,
      ),
    [staffApiPaths.staffAuditExport]: () => ({ fileName: 'audit-2026-11-24.csv', csv: 'at,actor\n2026-11-24T03:00:00Z,cashier1\n', rows: 1 }),
  });
  return renderStaffPage(<AuditPage />, { path, route: '/audit', api, roles: ['admin'] });
}

const rowAt = (index: number) => within(screen.getByRole('table', { name: 'บันทึกการใช้งาน' })).getAllByRole('row')[index + 1] as HTMLElement;

describe('audit page', () => {
  it('lists entries: time, actor, action, target, IP, and before/after as text in a details', async () => {
    renderAudit();
    expect(screen.getByRole('heading', { level: 1, name: 'บันทึกการใช้งาน' })).toBeInTheDocument();
    await screen.findByRole('table', { name: 'บันทึกการใช้งาน' });
    const first = within(rowAt(0));
    expect(first.getByRole('rowheader')).toHaveTextContent('24 พ.ย. 2569 10:00');
    expect(first.getByText('cashier1')).toBeInTheDocument();
    expect(first.getByText('withdrawal.pay')).toBeInTheDocument();
    expect(first.getByText('withdrawal: w-1')).toBeInTheDocument();
    expect(first.getByText('203.0.113.7')).toBeInTheDocument();
    expect(first.getByText('ดูข้อมูล').tagName).toBe('SUMMARY');
    expect(first.getByText(/"status": "paid"/).tagName).toBe('PRE');
    const second = within(rowAt(1));
    expect(second.getByText('ระบบ (bank-feed)')).toBeInTheDocument();
    expect(second.getByText('not json <b>x</b>')).toBeInTheDocument();
    expect(rowAt(1).querySelector('b')).toBeNull();
    expect(screen.getByText(/หน้า 1 จาก 3/)).toBeInTheDocument();
  });

  it('filters by actor, action, target and days through the address', async () => {
    const view = renderAudit('/audit?actor=cashier1');
    await screen.findByRole('table', { name: 'บันทึกการใช้งาน' });
    expect(view.api.paths()).toEqual(['/api/staff/audit?actor=cashier1']);
    fireEvent.change(screen.getByRole('searchbox', { name: 'การกระทำ' }), { target: { value: 'withdrawal' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'เป้าหมาย' }), { target: { value: '0812345678' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    fireEvent.change(screen.getByLabelText('ตั้งแต่วันที่'), { target: { value: '2026-11-01' } });
    fireEvent.change(screen.getByLabelText('ถึงวันที่'), { target: { value: '2026-11-24' } });
    await waitFor(() =>
      expect(view.api.paths().at(-1)).toBe('/api/staff/audit?actor=cashier1&action=withdrawal&target=0812345678&from=2026-11-01&to=2026-11-24'),
    );
    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    await waitFor(() =>
      expect(view.api.paths().at(-1)).toBe('/api/staff/audit?actor=cashier1&action=withdrawal&target=0812345678&from=2026-11-01&to=2026-11-24&page=2'),
    );
  });

  it('exports the filtered trail as a CSV download', async () => {
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('audit-2026-11-24.csv');
      expect(this.href).toMatch(/^(blob:|data:text\/csv)/);
    });
    const view = renderAudit('/audit?action=member.view&page=2');
    await screen.findByRole('table', { name: 'บันทึกการใช้งาน' });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    expect(await screen.findByText('ส่งออก 1 แถวเป็นไฟล์ audit-2026-11-24.csv แล้ว')).toBeInTheDocument();
    expect(click).toHaveBeenCalledTimes(1);
    expect(view.api.paths().at(-1)).toBe('/api/staff/audit/export?action=member.view');
    click.mockRestore();
  });

  it('shows the API’s refusal of an export beside the button', async () => {
    const view = renderAudit();
    view.api.answer(staffApiPaths.staffAuditExport, failWith(413, 'TOO_MANY', 'ข้อมูลมากเกิน 50,000 แถว กรุณาเลือกช่วงวันที่ให้แคบลง'));
    await screen.findByRole('table', { name: 'บันทึกการใช้งาน' });
    fireEvent.click(screen.getByRole('button', { name: 'ส่งออก CSV' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('ข้อมูลมากเกิน 50,000 แถว');
  });
});
