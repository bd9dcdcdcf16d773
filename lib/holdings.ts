import "server-only";
import { cache } from "react";
import { withSessionToken, type Session } from "@/lib/auth/guards";
import { messages } from "@/lib/messages";
import { checkEnrollment, listStudentEnrollments } from "@/lib/upstream/enrollments";
import { listStudentProducts } from "@/lib/upstream/students";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/*
 * What the signed-in student already holds, so nothing is sold twice: an online course they are
 * enrolled in shows "Enrolled" and a product assigned to them shows Download, instead of Buy, and
 * the payment page and its action sell neither. (On-demand packages are sold again on purpose: a
 * package runs out, and buying another extends access; lib/entitlement.ts decides that.)
 *
 * Personal: every read takes the session's own student id and token (the caller passes the
 * session: `viewerOf(mode)` on a public page, `getSession()` in an action), is read once per
 * request (React `cache()`, keyed by the session object) and never cached across requests or users. A visitor and an admin hold
 * nothing and cause no upstream call, so their pages stay exactly what they were.
 */

/** The two kinds of item a student holds for good once bought. */
export type HeldKind = "onlineCourse" | "product";

/** An item a student may hold: an online course by its Guid (any case), a product by its id. */
export type HeldItem = { kind: "onlineCourse"; id: string } | { kind: "product"; id: number };

/** The session's student, or null for a visitor or an admin (who buy nothing here). */
function studentSession(session: Session | null): Session | null {
  return session?.role === "Student" ? session : null;
}

/**
 * Runs a read of the student's holdings with their token. An upstream failure (other than a
 * refused token, which ends the session) reads as "holds nothing": the page then shows Buy as
 * before, and the upstream still refuses a second order of what is already the student's (409).
 */
async function readSafely<T>(
  session: Session,
  what: string,
  read: (token: string) => Promise<T>,
  none: T,
): Promise<T> {
  try {
    return await withSessionToken(session, read);
  } catch (error) {
    logUpstreamFailure(error, `holdings: ${what} failed`);
    return none;
  }
}

/**
 * The ids (by `idOf`) of what `read` lists for the session's student with their token; empty for
 * a visitor or an admin (no upstream call) and when the read fails (logged as `what`).
 */
async function heldIdsOf<Item, Id>(
  viewer: Session | null,
  what: string,
  read: (studentId: string, token: string) => Promise<Item[]>,
  idOf: (item: Item) => Id,
): Promise<ReadonlySet<Id>> {
  const session = studentSession(viewer);
  if (!session) return new Set();
  const items = await readSafely(session, what, (token) => read(session.userId, token), []);
  return new Set(items.map(idOf));
}

/** The session student's product ids, read once per request (GET /api/Students/Products/{studentId}). */
const heldProductIds = cache((viewer: Session | null) =>
  heldIdsOf(viewer, "products", listStudentProducts, (product) => product.id),
);

/** The session student's enrolled course ids (lower case), read once per request (GET /api/Students/Enrollements/{studentId}). */
const heldCourseIds = cache((viewer: Session | null) =>
  heldIdsOf(viewer, "enrolments", listStudentEnrollments, (enrollment) =>
    enrollment.courseId.toLowerCase(),
  ),
);

/**
 * Every id of `kind` the `session`'s student holds (null: a visitor, or the shared document),
 * read once per request: online courses from
 * their enrolments (GET /api/Students/Enrollements/{studentId}; course ids in lower case; the
 * ids of on-demand enrolments are there too, harmless since only online course ids are looked
 * up), products from their assignments (GET /api/Students/Products/{studentId}). Empty for a
 * visitor or an admin (no upstream call) and when the read fails (logged). For lists, where one
 * read serves every card.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export function heldIds(session: Session | null, kind: "product"): Promise<ReadonlySet<number>>;
export function heldIds(
  session: Session | null,
  kind: "onlineCourse",
): Promise<ReadonlySet<string>>;
export function heldIds(
  session: Session | null,
  kind: HeldKind,
): Promise<ReadonlySet<number> | ReadonlySet<string>> {
  return kind === "product" ? heldProductIds(session) : heldCourseIds(session);
}

/**
 * Whether the `session`'s student holds one item: an online course by
 * GET /api/Students/CheckEnrollment/{courseId}/{studentId} (true on the reference upstream for an
 * online enrolment; always false on the legacy, which cannot enrol in one), a product by
 * {@link heldIds}. False for a visitor or an admin (no upstream call), for a malformed id and when
 * the read fails (logged). Read per request, never cached.
 * @throws Next's redirect to /login when the upstream rejects the session's token (401).
 */
export async function holds(viewer: Session | null, item: HeldItem): Promise<boolean> {
  const session = studentSession(viewer);
  if (!session) return false;
  if (item.kind === "product") return (await heldProductIds(session)).has(item.id);
  return readSafely(
    session,
    "enrolment check",
    (token) => checkEnrollment(item.id, session.userId, token),
    false,
  );
}

/**
 * What the payment page and a refused order say of an item the student already holds:
 * "You are already enrolled in this course." or "You already have this product.".
 */
export function heldMessage(kind: HeldKind): string {
  return kind === "product" ? messages.orders.alreadyHaveProduct : messages.orders.alreadyEnrolled;
}
