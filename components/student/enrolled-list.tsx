import type { ReactNode } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/**
 * The frame both "enrolled" views share: runs `read` (an upstream read with the session's token),
 * then shows the spec's failure text when it fails with an UpstreamError (anything else is
 * thrown on), the empty text when there is nothing, else a grid of cards drawn by `renderItem`.
 */
export async function EnrolledList<T>({
  read,
  what,
  failedText,
  emptyText,
  keyOf,
  renderItem,
}: {
  read: () => Promise<T[]>;
  /** Names the list in the server log, e.g. "enrolled courses". */
  what: string;
  failedText: string;
  emptyText: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  let items: T[];
  try {
    items = await read();
  } catch (error) {
    logUpstreamFailure(error, `${what} failed`);
    return <InlineAlert message={failedText} />;
  }
  if (items.length === 0) {
    return <p className="rounded-md bg-slate-50 px-4 py-3 text-slate-700">{emptyText}</p>;
  }
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={keyOf(item)}>{renderItem(item)}</li>
      ))}
    </ul>
  );
}
