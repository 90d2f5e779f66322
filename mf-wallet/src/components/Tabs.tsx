import { useId, type KeyboardEvent } from 'react';

export interface TabItem<K extends string> {
  key: K;
  label: string;
}

interface TabsProps<K extends string> {
  label: string;
  items: readonly TabItem<K>[];
  selected: K;
  onSelect: (key: K) => void;
}

/** A WAI-ARIA tab list: real buttons, arrow keys move between them. Panels use `tabPanelId`. */
export function Tabs<K extends string>({ label, items, selected, onSelect }: TabsProps<K>) {
  const base = useId();
  const move = (event: KeyboardEvent, index: number) => {
    const step = event.key === 'ArrowRight' ? 1 : event.key === 'ArrowLeft' ? -1 : 0;
    if (step === 0) return;
    const next = items[(index + step + items.length) % items.length];
    if (!next) return;
    onSelect(next.key);
    // Roving focus: only the selected tab is in the tab order, so focus must follow it.
    document.getElementById(`${base}-${next.key}`)?.focus();
  };
  return (
    <div className="mw-tabs" role="tablist" aria-label={label}>
      {items.map((item, index) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          id={`${base}-${item.key}`}
          className="mw-tab"
          aria-selected={item.key === selected}
          tabIndex={item.key === selected ? 0 : -1}
          onClick={() => onSelect(item.key)}
          onKeyDown={(event) => move(event, index)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
