import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Tabs } from './Tabs';

const items = [
  { key: 'a', label: 'ฝาก' },
  { key: 'b', label: 'ถอน' },
] as const;

function Harness() {
  const [selected, setSelected] = useState<'a' | 'b'>('a');
  return <Tabs label="ประเภท" items={items} selected={selected} onSelect={setSelected} />;
}

describe('Tabs', () => {
  it('are real tab buttons; arrow keys move the selection and the focus, wrapping round', () => {
    render(<Harness />);
    const first = screen.getByRole('tab', { name: 'ฝาก' });
    expect(screen.getByRole('tablist', { name: 'ประเภท' })).toBeInTheDocument();
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(first).toHaveAttribute('tabindex', '0');
    fireEvent.keyDown(first, { key: 'ArrowRight' });
    const second = screen.getByRole('tab', { name: 'ถอน' });
    expect(second).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveFocus();
    expect(first).toHaveAttribute('tabindex', '-1');
    fireEvent.keyDown(second, { key: 'ArrowRight' });
    expect(first).toHaveFocus();
  });
});
