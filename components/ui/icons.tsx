/*
 * Small decorative icons (20×20, `currentColor`), hidden from assistive technology: the text
 * beside them says what they mean. `className` sets their size and any transition.
 */

/** A check mark (a completed video, a verified certificate). */
export function CheckIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M16.7 5.3a1 1 0 0 1 0 1.4l-7.5 7.5a1 1 0 0 1-1.4 0L3.3 9.7a1 1 0 1 1 1.4-1.4l3.8 3.8 6.8-6.8a1 1 0 0 1 1.4 0z" />
    </svg>
  );
}

/** A closed padlock (a lesson the viewer cannot play). */
export function LockIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path
        fillRule="evenodd"
        d="M10 1.5a4.5 4.5 0 0 0-4.5 4.5v2.5H5a2 2 0 0 0-2 2v6a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2v-6a2 2 0 0 0-2-2h-.5V6A4.5 4.5 0 0 0 10 1.5zm2.5 7V6a2.5 2.5 0 0 0-5 0v2.5h5z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** A downward chevron (a dropdown or disclosure that turns with `group-open:rotate-180`). */
export function ChevronDownIcon({ className }: { className: string }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 20 20" className={className} fill="currentColor">
      <path d="M5.2 7.2a.75.75 0 0 1 1.06 0L10 10.94l3.74-3.74a.75.75 0 1 1 1.06 1.06l-4.27 4.27a.75.75 0 0 1-1.06 0L5.2 8.26a.75.75 0 0 1 0-1.06z" />
    </svg>
  );
}
