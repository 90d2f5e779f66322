import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { staffApiPaths, type StatementLineResult } from '@member-site/shared/staff';
import { createFakeApi, failWith, renderStaffPage, type FakeHandler } from '@member-site/shared/testing';
import { importResult, importSummary } from '../testing/fixtures';
import StatementsPage from './statements';

function renderStatements(answers: Record<string, FakeHandler> = {}) {
  const api = createFakeApi({
    [staffApiPaths.staffStatementImports]: () => ({ data: [importSummary()] }),
    [staffApiPaths.staffStatementImport]: () => importResult(),
    ...answers,
  });
  return renderStaffPage(<StatementsPage />, { path: '/statements', route: '/statements', api });
}

const posts = (view: ReturnType<typeof renderStatements>) => view.api.calls.filter((call) => call.method === 'POST');
const importForm = () => screen.getByRole('form', { name: 'นำเข้าไฟล์ CSV จากธนาคาร' });

function choose(file: File) {
  fireEvent.change(within(importForm()).getByLabelText('ไฟล์ CSV'), { target: { files: [file] } });
}

describe('statements page', () => {
  it('imports a KBank CSV read as UTF-8 and shows the totals, the lines and the skipped rows', async () => {
    const view = renderStatements();
    expect(screen.getByRole('heading', { level: 1, name: 'นำเข้ารายการเดินบัญชี' })).toBeInTheDocument();
    const csv = 'วันที่,รายการ,ถอน,ฝาก\n24/11/2026,รับโอน,,500.00\n';
    choose(new File([csv], 'kbank-24-11.csv', { type: 'text/csv' }));
    fireEvent.click(within(importForm()).getByRole('button', { name: 'นำเข้าไฟล์' }));
    const result = await screen.findByRole('region', { name: 'ผลการนำเข้า kbank-24-11.csv' });
    expect(posts(view)).toEqual([{ method: 'POST', path: '/api/staff/statements/import', body: { bank: 'kbank', fileName: 'kbank-24-11.csv', content: csv } }]);
    const totals = within(result).getByRole('list', { name: 'ผลการนำเข้า kbank-24-11.csv' });
    expect(
      within(totals)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['เติมเงินแล้ว2', 'เคยเติมแล้ว ไม่เติมซ้ำ0', 'พักไว้ตรวจสอบ1', 'ข้ามไป1']);
    const lines = within(result).getByRole('table', { name: 'รายการในไฟล์และผล' });
    const held = within(lines).getByRole('rowheader', { name: 'KB1003' }).closest('tr') as HTMLElement;
    expect(within(held).getByText('พักไว้ตรวจสอบ')).toBeInTheDocument();
    expect(within(held).getByText('ไม่พบบัญชีสมาชิก')).toBeInTheDocument();
    const credited = within(lines).getByRole('rowheader', { name: 'KB1001' }).closest('tr') as HTMLElement;
    expect(within(credited).getByText('0812345678')).toBeInTheDocument();
    const skipped = within(result).getByRole('table', { name: 'แถวที่ข้ามไปและเหตุผล' });
    expect(within(skipped).getByText('ไม่ใช่รายการเงินเข้า')).toBeInTheDocument();
    // The imports' list was read again.
    await waitFor(() => expect(view.api.paths().filter((path) => path === staffApiPaths.staffStatementImports)).toHaveLength(2));
  });

  it('reads an SCB export in Thai Windows-874 when it is not UTF-8', async () => {
    const view = renderStatements();
    fireEvent.change(within(importForm()).getByRole('combobox', { name: 'ธนาคารของไฟล์' }), { target: { value: 'scb' } });
    // "สวัสดี,100.00" in windows-874.
    const bytes = new Uint8Array([0xca, 0xc7, 0xd1, 0xca, 0xb4, 0xd5, 0x2c, 0x31, 0x30, 0x30, 0x2e, 0x30, 0x30]);
    choose(new File([bytes], 'scb.csv'));
    fireEvent.click(within(importForm()).getByRole('button', { name: 'นำเข้าไฟล์' }));
    await screen.findByRole('region', { name: /ผลการนำเข้า/ });
    expect(posts(view)[0]?.body).toEqual({ bank: 'scb', fileName: 'scb.csv', content: 'สวัสดี,100.00' });
  });

  it('asks for a file, and shows the API’s refusal keeping the choice', async () => {
    const view = renderStatements({ [staffApiPaths.staffStatementImport]: failWith(400, 'BAD_CSV', 'ไม่ใช่รูปแบบไฟล์ของธนาคารไทยพาณิชย์') });
    fireEvent.click(within(importForm()).getByRole('button', { name: 'นำเข้าไฟล์' }));
    expect(await within(importForm()).findByText('กรุณาเลือกไฟล์ CSV')).toBeInTheDocument();
    expect(within(importForm()).getByLabelText('ไฟล์ CSV')).toHaveAttribute('aria-invalid', 'true');
    expect(posts(view)).toEqual([]);
    choose(new File(['a,b\n'], 'x.csv'));
    fireEvent.click(within(importForm()).getByRole('button', { name: 'นำเข้าไฟล์' }));
    expect(await within(importForm()).findByText('ไม่ใช่รูปแบบไฟล์ของธนาคารไทยพาณิชย์')).toBeInTheDocument();
  });

  it('saves a line typed by hand and shows what it did', async () => {
    const answer: StatementLineResult = {
      transRef: 'KB7777',
      amount: '250.00',
      outcome: 'credited',
      reason: null,
      member: { username: '0812345678', username2: 'DEMO01' },
      depositId: 'd-9',
      heldId: null,
    };
    const view = renderStatements({ [staffApiPaths.staffStatementLine]: () => answer });
    const form = screen.getByRole('form', { name: 'บันทึกรายการด้วยตนเอง' });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกรายการ' }));
    expect(await within(form).findByText('กรุณากรอกเลขอ้างอิงรายการ')).toBeInTheDocument();
    expect(within(form).getByText('กรุณากรอกจำนวนเงิน')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'เลขอ้างอิงรายการ' }), { target: { value: 'KB7777' } });
    fireEvent.change(within(form).getByRole('combobox', { name: 'ธนาคารผู้โอน' }), { target: { value: 'SCB' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'เลขบัญชีผู้โอน' }), { target: { value: 'xxx-x-x3456-x' } });
    fireEvent.change(within(form).getByRole('textbox', { name: 'จำนวนเงิน (บาท)' }), { target: { value: '250' } });
    fireEvent.click(within(form).getByRole('button', { name: 'บันทึกรายการ' }));
    const result = await screen.findByRole('status', { name: 'ผลการบันทึกรายการ' });
    expect(within(result).getByText('เติมเงินแล้ว')).toBeInTheDocument();
    expect(within(result).getByText('DEMO01')).toBeInTheDocument();
    expect(posts(view)).toEqual([
      { method: 'POST', path: '/api/staff/statements/lines', body: { transRef: 'KB7777', fromBank: 'SCB', fromAccount: 'xxx-x-x3456-x', amount: '250' } },
    ]);
  });

  it('lists past imports', async () => {
    renderStatements();
    const table = await screen.findByRole('table', { name: 'ประวัติการนำเข้าไฟล์' });
    const row = within(table).getByRole('rowheader', { name: 'kbank-24-11.csv' }).closest('tr') as HTMLElement;
    expect(within(row).getByText('ธนาคารกสิกรไทย (KBank)')).toBeInTheDocument();
    expect(within(row).getByText('cashier1')).toBeInTheDocument();
  });
});
