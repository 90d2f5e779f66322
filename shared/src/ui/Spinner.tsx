import './kit/kit.css';

/** A small centred spinner with a text label for screen readers. */
export function Spinner({ label }: { label: string }) {
  return (
    <div className="ms-spinner" role="status" aria-live="polite">
      <span className="ms-spinner__circle" aria-hidden="true" />
      <span className="ms-visually-hidden">{label}</span>
    </div>
  );
}
