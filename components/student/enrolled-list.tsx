import type { ReactNode } from "react";
import { InlineAlert } from "@/components/course/inline-alert";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Props of the "enrolled" views: whose list, read with which session, under which heading level. */
export interface EnrolledViewProps {
  session: Session;
  /** The student whose list it is: the caller has checked the session may see it (own id, or admin). */
  studentId: string;
  headingLevel?: "h2" | "h3";
}

/**
 * The frame both "enrolled" views share: runs `list` for the student with the session's token,
 * then shows the spec's failure text when it fails with an UpstreamError (anything else is
 * thrown on), the empty text when there is nothing, else a grid of cards drawn by `renderItem`.
 */
export async function EnrolledList<T>({
  session,
  studentId,
  list,
  what,
  failedText,
  emptyText,
  keyOf,
  renderItem,
}: Pick<EnrolledViewProps, "session" | "studentId"> & {
  /** The upstream read of the student's list. */
  list: (studentId: string, token: string) => Promise<T[]>;
  /** Names the list in the server log, e.g. "enrolled courses". */
  what: string;
  failedText: string;
  emptyText: string;
  keyOf: (item: T) => string | number;
  renderItem: (item: T) => ReactNode;
}) {
  let items: T[];
  try {
    items = await withSessionToken(session, (token) => list(studentId, token));
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
