/** A full-area loading indicator, announced to screen readers. */
export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="spinner" role="status">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="sr-only">{label}</span>
    </div>
  );
}
