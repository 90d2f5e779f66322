import { render, screen } from '@testing-library/react';
import { Badge, Button, buttonClass, EmptyState, ErrorText, Field } from './kit';

describe('the member design kit', () => {
  it('a field: its label names the control, its hint and error describe it, the error is announced', () => {
    const { rerender } = render(
      <Field label="จำนวนเงิน" hint="ขั้นต่ำ 100.00 บาท" error={null}>
        {(control) => <input {...control} />}
      </Field>,
    );
    const input = screen.getByLabelText('จำนวนเงิน');
    expect(input).toHaveAccessibleDescription('ขั้นต่ำ 100.00 บาท');
    expect(input).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByRole('alert')).toBeNull();

    rerender(
      <Field label="จำนวนเงิน" hint="ขั้นต่ำ 100.00 บาท" error="จำนวนเงินไม่ถูกต้อง" describedBy="why">
        {(control) => <input {...control} />}
      </Field>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('จำนวนเงินไม่ถูกต้อง');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input.getAttribute('aria-describedby')?.split(' ')).toHaveLength(3);
    expect(input.getAttribute('aria-describedby')).toMatch(/ why$/);
  });

  it('a field without hint or error describes its control by nothing', () => {
    render(<Field label="รหัสผ่าน">{(control) => <input type="password" {...control} />}</Field>);
    expect(screen.getByLabelText('รหัสผ่าน')).not.toHaveAttribute('aria-describedby');
  });

  it('an error text shows and announces a problem, and nothing without one', () => {
    const { rerender, container } = render(<ErrorText>{undefined}</ErrorText>);
    expect(container).toBeEmptyDOMElement();
    rerender(<ErrorText>ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง</ErrorText>);
    expect(screen.getByRole('alert')).toHaveTextContent('ชื่อผู้ใช้หรือรหัสผ่านไม่ถูกต้อง');
  });

  it('a button is a real button that does not submit unless asked, in the look given', () => {
    render(
      <form>
        <Button look="ghost" small>
          ยกเลิก
        </Button>
        <Button type="submit" wide>
          ยืนยัน
        </Button>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveAttribute('type', 'button');
    expect(screen.getByRole('button', { name: 'ยกเลิก' })).toHaveClass('ms-button', 'ms-button--ghost', 'ms-button--small');
    expect(screen.getByRole('button', { name: 'ยืนยัน' })).toHaveAttribute('type', 'submit');
    expect(buttonClass({ wide: true })).toBe('ms-button ms-button--wide');
  });

  it('a badge says its state in words; an empty state says why the list is empty', () => {
    render(
      <>
        <Badge tone="wait">รอดำเนินการ</Badge>
        <EmptyState>ยังไม่มีรายการ</EmptyState>
      </>,
    );
    expect(screen.getByText('รอดำเนินการ')).toHaveClass('ms-badge--wait');
    expect(screen.getByText('ยังไม่มีรายการ')).toBeVisible();
  });
});
