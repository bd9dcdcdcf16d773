/** Props of {@link SearchBox}. */
export interface SearchBoxProps {
  /** The list's own path: the form GETs it with `?q=`. */
  action: string;
  /** The current search term (shown in the box). */
  defaultValue?: string;
  /** The visible label, e.g. "Search products". */
  label: string;
  /** The input's id (unique on the page). */
  id?: string;
}

/**
 * A labelled search form that submits `?q=` with GET to the list page: the search happens on the
 * server, the result has a shareable URL, and it works without JavaScript. A new search starts
 * from page 1 (no `page` field is sent).
 */
export function SearchBox({ action, defaultValue = "", label, id = "search" }: SearchBoxProps) {
  return (
    <form action={action} method="get" role="search" className="flex max-w-xl items-end gap-2">
      <div className="flex-1 space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-slate-800">
          {label}
        </label>
        <input
          id={id}
          name="q"
          type="search"
          defaultValue={defaultValue}
          maxLength={100}
          autoComplete="off"
          className="block h-10 w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:ring-2 focus:ring-brand-600/30 focus:outline-none"
        />
      </div>
      <button
        type="submit"
        className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
      >
        Search
      </button>
    </form>
  );
}
