/** The spinning ring of the loading indicators; it stands still for users who reduce motion. */
export function SpinnerRing({ size = "lg" }: { size?: "sm" | "lg" }) {
  const dimensions = size === "sm" ? "size-3.5 border-2" : "size-8 border-4";
  return (
    <span
      aria-hidden="true"
      className={`inline-block shrink-0 animate-spin rounded-full border-brand-100 border-t-brand-700 motion-reduce:animate-none ${dimensions}`}
    />
  );
}

/** An accessible loading indicator: a spinning ring plus a status text for screen readers. */
export function LoadingSpinner({ label = "Loading..." }: { label?: string }) {
  return (
    <div
      role="status"
      aria-live="polite"
      className="flex items-center justify-center gap-3 py-16 text-slate-700"
    >
      <SpinnerRing />
      <span>{label}</span>
    </div>
  );
}
