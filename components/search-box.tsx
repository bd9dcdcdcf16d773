import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { getCatalogue } from "@/lib/i18n/server";

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
export async function SearchBox({
  action,
  defaultValue = "",
  label,
  id = "search",
}: SearchBoxProps) {
  const { publicPages } = await getCatalogue();
  return (
    <form action={action} method="get" role="search" className="flex max-w-xl items-end gap-2">
      <Field
        id={id}
        name="q"
        label={label}
        type="search"
        defaultValue={defaultValue}
        maxLength={100}
        autoComplete="off"
        className="flex-1"
      />
      <Button type="submit">{publicPages.search}</Button>
    </form>
  );
}
