import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { renderStaffPage } from '../../testing';
import { amountKey, DataTable, type Column } from './DataTable';
import { elapsedText, Money, StatusBadge, When } from './display';
import { decodeText, readTextFile, toBase64 } from './files';
import { Filters, Pager, useFilters, type FilterField } from './Filters';
import { FormEnd, requiredText, TextField } from './forms';
import { NoteAction, OneTimeSecret } from './actions';
import { StaffPage } from './StaffPage';

interface Item {
  id: string;
  name: string;
  amount: string;
}

const columns: Column<Item>[] = [
  { id: 'name', header: 'ชื่อ', cell: (row) => row.name, sort: (row) => row.name, rowHeader: true },
  { id: 'amount', header: 'จำนวนเงิน', cell: (row) => <Money amount={row.amount} />, sort: (row) => amountKey(row.amount), align: 'end' },
];

const items: Item[] = [
  { id: '1', name: 'ขวัญ', amount: '1000.00' },
  { id: '2', name: 'กมล', amount: '-20.50' },
  { id: '3', name: 'จิรา', amount: '300.00' },
];

const bodyRows = () =>
  within(screen.getByRole('table', { name: 'รายการทดสอบ' }))
    .getAllByRole('row')
    .slice(1);

describe('DataTable', () => {
  it('is a real table with its caption, column and row headers, and sorts money exactly', () => {
    renderStaffPage(<DataTable caption="รายการทดสอบ" columns={columns} rows={items} rowId={(row) => row.id} empty="ไม่มี" />);
    expect(screen.getByRole('columnheader', { name: /จำนวนเงิน/ })).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'ขวัญ' })).toBeInTheDocument();
    expect(bodyRows().map((row) => row.textContent)).toEqual(['ขวัญ1,000.00', 'กมล-20.50', 'จิรา300.00']);
    expect(screen.getByText('-20.50')).toHaveClass('bo-money--negative');

    fireEvent.click(screen.getByRole('button', { name: /จำนวนเงิน/ }));
    expect(bodyRows().map((row) => row.textContent)).toEqual(['กมล-20.50', 'จิรา300.00', 'ขวัญ1,000.00']);
    expect(screen.getByRole('columnheader', { name: /จำนวนเงิน/ })).toHaveAttribute('aria-sort', 'ascending');
    fireEvent.click(screen.getByRole('button', { name: /จำนวนเงิน/ }));
    expect(bodyRows()[0]).toHaveTextContent('ขวัญ');
  });

  it('opens a detail row under a row, which stays open when the rows are read again', async () => {
    const { rerender } = renderStaffPage(
      <DataTable caption="รายการทดสอบ" columns={columns} rows={items} rowId={(row) => row.id} empty="ไม่มี" detail={(row) => <p>รายละเอียดของ {row.name}</p>} />,
    );
    const toggle = within(bodyRows()[1]!).getByRole('button', { name: 'รายละเอียด' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('รายละเอียดของ กมล')).toBeInTheDocument();
    // A refresh brings new row objects (the queue's interval): the open row stays open.
    rerender(
      <DataTable
        caption="รายการทดสอบ"
        columns={columns}
        rows={items.map((item) => ({ ...item }))}
        rowId={(row) => row.id}
        empty="ไม่มี"
        detail={(row) => <p>รายละเอียดของ {row.name}</p>}
      />,
    );
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(screen.getByText('รายละเอียดของ กมล')).toBeInTheDocument();
  });

  it('shows the empty state, the loading state and a failure with a retry', () => {
    const refetch = jest.fn();
    const { rerender } = renderStaffPage(<DataTable caption="ว่าง" columns={columns} rows={[]} rowId={(row) => row.id} empty="ไม่มีรายการถอน" />);
    expect(screen.getByText('ไม่มีรายการถอน')).toBeInTheDocument();
    rerender(<DataTable caption="ว่าง" columns={columns} rows={undefined} rowId={(row) => row.id} empty="-" read={{ error: null, isPending: true, refetch }} />);
    expect(screen.getByRole('status')).toHaveTextContent('กำลังโหลด...');
  });
});

describe('display', () => {
  it('shows Bangkok time and waiting times in Thai', () => {
    renderStaffPage(
      <>
        <When at="2026-11-24T03:05:00.000Z" />
        <StatusBadge kind="withdrawal" status="pending" />
      </>,
    );
    expect(screen.getByText('24 พ.ย. 2569 10:05')).toHaveAttribute('datetime', '2026-11-24T03:05:00.000Z');
    expect(screen.getByText('รอดำเนินการ')).toBeInTheDocument();
    const start = Date.parse('2026-11-24T03:00:00Z');
    expect(elapsedText('2026-11-24T03:00:00Z', start + 30_000)).toBe('ไม่ถึง 1 นาที');
    expect(elapsedText('2026-11-24T03:00:00Z', start + 12 * 60_000)).toBe('12 นาที');
    expect(elapsedText('2026-11-24T03:00:00Z', start + 65 * 60_000)).toBe('1 ชม. 5 นาที');
    expect(elapsedText('2026-11-24T03:00:00Z', start + 26 * 3_600_000)).toBe('1 วัน 2 ชม.');
  });
});

const fields = [
  {
    name: 'status',
    label: 'สถานะ',
    kind: 'select',
    options: [
      { value: 'pending', label: 'รอดำเนินการ' },
      { value: 'paid', label: 'จ่ายแล้ว' },
    ],
  },
  { name: 'q', label: 'ค้นหาสมาชิก', kind: 'text' },
  { name: 'min', label: 'ยอดขั้นต่ำ', kind: 'amount' },
] as const satisfies readonly FilterField[];

function FilteredList() {
  const filters = useFilters(fields);
  return (
    <>
      <Filters fields={fields} filters={filters} />
      <p>
        ค่า: {filters.values.status}|{filters.values.q}|{filters.values.min}|{filters.page}
      </p>
      <Pager filters={filters} pageSize={20} total={45} />
    </>
  );
}

describe('Filters', () => {
  it('reads the address, applies a choice at once and typed text on search, back to page 1', () => {
    const view = renderStaffPage(<FilteredList />, { path: '/withdrawals?q=somchai&page=2' });
    expect(screen.getByText('ค่า: pending|somchai||2')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ค้นหาสมาชิก' })).toHaveValue('somchai');

    fireEvent.change(screen.getByRole('combobox', { name: 'สถานะ' }), { target: { value: 'paid' } });
    expect(view.location().search).toBe('?q=somchai&status=paid');
    expect(screen.getByText('ค่า: paid|somchai||1')).toBeInTheDocument();

    fireEvent.change(screen.getByRole('textbox', { name: 'ยอดขั้นต่ำ' }), { target: { value: '1,000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(screen.getByRole('textbox', { name: 'ยอดขั้นต่ำ' })).toHaveAccessibleDescription('กรุณากรอกจำนวนเงินเป็นตัวเลข ทศนิยมไม่เกิน 2 ตำแหน่ง');
    expect(view.location().search).toBe('?q=somchai&status=paid');

    fireEvent.change(screen.getByRole('textbox', { name: 'ยอดขั้นต่ำ' }), { target: { value: '1000' } });
    fireEvent.click(screen.getByRole('button', { name: 'ค้นหา' }));
    expect(screen.getByText('ค่า: paid|somchai|1000|1')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'หน้าถัดไป' }));
    expect(screen.getByText('ค่า: paid|somchai|1000|2')).toBeInTheDocument();
    expect(screen.getByText(/หน้า 2 จาก 3/)).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'ล้างตัวกรอง' }));
    expect(screen.getByText('ค่า: pending|||1')).toBeInTheDocument();
    expect(screen.getByRole('searchbox', { name: 'ค้นหาสมาชิก' })).toHaveValue('');
  });
});

function ReasonForm({ send }: { send: (values: { reason: string }) => Promise<void> }) {
  const form = useForm({ defaultValues: { reason: '' } });
  const [error, setError] = useState<string | null>(null);
  return (
    <form aria-label="ทดสอบ" noValidate onSubmit={form.handleSubmit((values) => send(values).catch((e: Error) => setError(e.message)))}>
      <TextField form={form} name="reason" label="เหตุผล" rules={requiredText('เหตุผล', { min: 3 })} />
      <FormEnd label="บันทึก" pending={false} error={error} />
    </form>
  );
}

describe('forms', () => {
  it('shows Thai problems on the field, and keeps what was typed when the API refuses', async () => {
    const send = jest.fn().mockRejectedValue(new Error('สมาชิกนี้ถูกระงับอยู่แล้ว'));
    renderStaffPage(<ReasonForm send={send} />);
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    const field = screen.getByRole('textbox', { name: 'เหตุผล' });
    await waitFor(() => expect(field).toHaveAttribute('aria-invalid', 'true'));
    expect(field).toHaveAccessibleDescription('กรุณากรอกเหตุผล');
    fireEvent.change(field, { target: { value: 'ab' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    await waitFor(() => expect(field).toHaveAccessibleDescription('เหตุผลต้องมีอย่างน้อย 3 ตัวอักษร'));
    fireEvent.change(field, { target: { value: 'ทุจริต' } });
    fireEvent.click(screen.getByRole('button', { name: 'บันทึก' }));
    expect(await screen.findByText('สมาชิกนี้ถูกระงับอยู่แล้ว')).toBeInTheDocument();
    expect(field).toHaveValue('ทุจริต');
    expect(send).toHaveBeenCalledWith({ reason: 'ทุจริต' });
  });

  it('NoteAction asks for its note, sends it, and stays open with the note when refused', async () => {
    let fail = true;
    const submit = jest.fn(async (_note: string | undefined) => {
      if (fail) throw new Error('refused');
    });
    function Host() {
      const [error, setError] = useState<string | null>(null);
      return (
        <NoteAction
          label="ปฏิเสธ"
          fieldLabel="เหตุผลที่แจ้งสมาชิก"
          submit={(note) =>
            submit(note).catch((e) => {
              setError('ไม่สำเร็จ');
              throw e;
            })
          }
          error={error}
          pending={false}
        />
      );
    }
    renderStaffPage(<Host />);
    fireEvent.click(screen.getByRole('button', { name: 'ปฏิเสธ' }));
    const form = screen.getByRole('form', { name: 'ปฏิเสธ' });
    fireEvent.click(within(form).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await within(form).findByText('กรุณากรอกเหตุผลที่แจ้งสมาชิก')).toBeInTheDocument();
    fireEvent.change(within(form).getByRole('textbox', { name: 'เหตุผลที่แจ้งสมาชิก' }), { target: { value: 'บัญชีไม่ตรงกับชื่อ' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ปฏิเสธ' }));
    expect(await within(form).findByText('ไม่สำเร็จ')).toBeInTheDocument();
    expect(within(form).getByRole('textbox', { name: 'เหตุผลที่แจ้งสมาชิก' })).toHaveValue('บัญชีไม่ตรงกับชื่อ');
    fail = false;
    fireEvent.click(within(form).getByRole('button', { name: 'ปฏิเสธ' }));
    await waitFor(() => expect(screen.queryByRole('form', { name: 'ปฏิเสธ' })).not.toBeInTheDocument());
    expect(submit).toHaveBeenLastCalledWith('บัญชีไม่ตรงกับชื่อ');
  });

  it('OneTimeSecret shows the secret with a copy button', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const done = jest.fn();
    renderStaffPage(<OneTimeSecret title="รหัสผ่านชั่วคราว" value="Temp-1234-abcd" note="สมาชิกต้องเปลี่ยนรหัสผ่าน" copyLabel="คัดลอกรหัสผ่าน" onDone={done} />);
    fireEvent.click(screen.getByRole('button', { name: 'คัดลอกรหัสผ่าน' }));
    expect(await screen.findByText('คัดลอกแล้ว')).toBeInTheDocument();
    expect(writeText).toHaveBeenCalledWith('Temp-1234-abcd');
    fireEvent.click(screen.getByRole('button', { name: /เสร็จแล้ว/ }));
    expect(done).toHaveBeenCalled();
  });
});

describe('StaffPage', () => {
  it('has one h1, the route table title', () => {
    renderStaffPage(<StaffPage route="withdrawals">x</StaffPage>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('รายการถอน');
  });
});

describe('files', () => {
  it('reads UTF-8, and Thai Windows-874 when UTF-8 cannot be right', async () => {
    const tis = new Uint8Array([0xca, 0xc7, 0xd1, 0xca, 0xb4, 0xd5]);
    expect(decodeText(tis.buffer)).toBe('สวัสดี');
    expect(decodeText(new TextEncoder().encode('สวัสดี,100.00').buffer as ArrayBuffer)).toBe('สวัสดี,100.00');
    await act(async () => {
      expect(await readTextFile(new File([tis], 'a.csv'))).toBe('สวัสดี');
    });
    expect(toBase64(new Uint8Array([0x89, 0x50, 0x4e, 0x47]).buffer)).toBe('iVBORw==');
  });
});
