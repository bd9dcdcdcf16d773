/**
 * The BrightWay mark: a steel I-section on a blue tile (the same drawing as `app/icon.svg`).
 * Decorative: the text beside it names the site.
 */
export function BrandMark({ className = "size-9" }: { className?: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 64 64" className={className}>
      <rect width="64" height="64" rx="14" fill="#174c99" />
      <path d="M16 14h32v8H37v20h11v8H16v-8h11V22H16z" fill="#fff" />
      <path d="M12 55h40" stroke="#f59e0b" strokeWidth="4" strokeLinecap="round" />
    </svg>
  );
}
