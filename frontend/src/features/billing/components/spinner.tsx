/** A spinner with its text, announced to screen readers as the current status. */
export function Spinner({ label }: { label: string }) {
  return (
    <p className="billing-loading" role="status">
      <span className="billing-spinner" aria-hidden="true" />
      {label}
    </p>
  );
}
