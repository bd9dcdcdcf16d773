import type { Caller } from "../auth/tokens";
import type { AppContext } from "./context";
import { SessionEnded, forbidden, unauthorized } from "./problem";

/**
 * The caller, or `null` for an anonymous request. A request with a bad token is treated as
 * anonymous here (public reads still answer); protected endpoints use the guards below.
 */
export function optionalCaller(c: AppContext): Caller | null {
  return c.get("caller");
}

/**
 * Any authenticated caller.
 * @throws HttpProblem 401 without a valid token; {@link SessionEnded} (401 with `reason`) when
 *   the token's session is over.
 */
export function requireCaller(c: AppContext): Caller {
  const caller = c.get("caller");
  if (!caller) {
    const ended = c.get("sessionEnded");
    throw ended ? new SessionEnded(ended) : unauthorized();
  }
  return caller;
}

/**
 * An Admin caller.
 * @throws HttpProblem 401 without a valid token, 403 for another role.
 */
export function requireAdmin(c: AppContext): Caller {
  const caller = requireCaller(c);
  if (caller.role !== "Admin") throw forbidden();
  return caller;
}

/**
 * The student `studentId` themself, or an Admin (student-scoped endpoints).
 * @throws HttpProblem 401 without a valid token, 403 for another student.
 */
export function requireSelfOrAdmin(c: AppContext, studentId: string): Caller {
  const caller = requireCaller(c);
  if (caller.role === "Admin") return caller;
  if (caller.id.toLowerCase() !== studentId.toLowerCase()) throw forbidden();
  return caller;
}
