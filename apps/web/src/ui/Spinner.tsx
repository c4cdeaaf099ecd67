/** A small inline spinner; with a label it announces itself as a status. */
export function Spinner({ label }: { label?: string }) {
  const ring = (
    <span className="inline-block size-4 animate-spin rounded-full border-2 border-current border-t-transparent" />
  );
  if (!label) return ring;
  return (
    <output aria-live="polite" className="inline-flex">
      {ring}
      <span className="sr-only">{label}</span>
    </output>
  );
}
