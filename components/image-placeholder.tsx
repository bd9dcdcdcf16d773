/** The outline icon of each kind of item (24×24 view box): a building for a course, a page for a document. */
const icons = {
  course: "M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6",
  document: "M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4",
} as const;

/** The placeholder shown when a course or a document has no image: its icon on the brand gradient. */
export function ImagePlaceholder({ of }: { of: keyof typeof icons }) {
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="size-12"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
      >
        <path d={icons[of]} strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}
