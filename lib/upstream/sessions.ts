import "server-only";
import * as z from "@/lib/zod";
import { deleteById, UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { endpointDetection } from "@/lib/upstream/extension-detection";
import { businessSettingsSchema, endedSessionsSchema, sessionDtoSchema } from "@/lib/upstream/wire";

/*
 * The sessions extension of the reference upstream (`upstream/EXTENSIONS.md`, "Sessions"): each
 * login is a server-side session checked on every request, so logout and a password reset end
 * it. The legacy API has none: `hasSessions()` tells logout, the Devices tab and the Settings
 * page whether to use it (on a legacy upstream the cookie alone is the session, as before).
 */

/**
 * One active sign-in: `label` "Chrome on Windows", first (`createdAt`) and last (`lastSeenAt`)
 * seen as ISO-8601 UTC strings (last seen is kept to the minute), `current` for the asking session.
 */
export type DeviceSession = z.infer<typeof sessionDtoSchema>;

/** The business settings: devices a student may be signed in on at once (0 = no cap). */
export type BusinessSettings = z.infer<typeof businessSettingsSchema>;

/**
 * Whether the upstream has the sessions extension. One anonymous probe of GET /api/Sessions/Mine,
 * remembered for 10 minutes: 401 means the extension answers, 404/405 the legacy API. A failed
 * probe (network, timeout, 5xx) is not remembered and reads as false.
 */
export const hasSessions: () => Promise<boolean> = endpointDetection("/api/Sessions/Mine");

/**
 * Why the upstream refused a session's token: the `reason` of its 401 problem body
 * (`signed-out`, `idle`, `replaced`, `expired`, `password-changed`, …), or `null` when it gave
 * none (a legacy upstream, or no session at all).
 */
export function sessionEndReason(error: UpstreamError): string | null {
  if (!error.isUnauthorized) return null;
  try {
    const reason = (JSON.parse(error.body) as { reason?: unknown }).reason;
    return typeof reason === "string" && /^[a-z-]{1,40}$/.test(reason) ? reason : null;
  } catch {
    return null;
  }
}

/** Ends the session of `token` on the upstream. Calls POST /api/Sessions/Logout. @throws UpstreamError. */
export async function logoutSession(token: string): Promise<void> {
  await upstreamFetch({ method: "POST", path: "/api/Sessions/Logout", token });
}

/** The caller's active sessions, the current one first. Any token. Calls GET /api/Sessions/Mine. @throws UpstreamError. */
export async function listMySessions(token: string): Promise<DeviceSession[]> {
  return upstreamFetch({ path: "/api/Sessions/Mine", schema: z.array(sessionDtoSchema), token });
}

/** Ends one of the caller's sessions. Calls DELETE /api/Sessions/Mine/{id}. @throws UpstreamError (404 not theirs or ended). */
export const endMySession = deleteById<string>("DELETE /api/Sessions/Mine/{id}", "guid");

/** Ends every session of the caller but the current one. Calls POST /api/Sessions/Mine/EndOthers. @returns how many ended. */
export async function endMyOtherSessions(token: string): Promise<number> {
  const body = await upstreamFetch({
    method: "POST",
    path: "/api/Sessions/Mine/EndOthers",
    schema: endedSessionsSchema,
    token,
  });
  return body.ended;
}

/** A student's active sessions. Admin token. Calls GET /api/Sessions/Students/{studentId}. @throws UpstreamError (404 unknown student). */
export async function listStudentSessions(
  studentId: string,
  token: string,
): Promise<DeviceSession[]> {
  return upstreamFetch({
    endpoint: "GET /api/Sessions/Students/{id}",
    ids: [["user", studentId]],
    path: `/api/Sessions/Students/${encodeURIComponent(studentId)}`,
    schema: z.array(sessionDtoSchema),
    token,
  });
}

/** Ends one session of a student. Admin token. Calls DELETE /api/Sessions/Students/{studentId}/{id}. @throws UpstreamError. */
export async function endStudentSession(
  studentId: string,
  sessionId: string,
  token: string,
): Promise<void> {
  const ids = [
    ["user", studentId],
    ["guid", sessionId],
  ] as const;
  await upstreamFetch({
    method: "DELETE",
    endpoint: "DELETE /api/Sessions/Students/{id}/{sessionId}",
    ids: ids,
    path: `/api/Sessions/Students/${encodeURIComponent(studentId)}/${sessionId}`,
    token,
  });
}

/** Ends every session of a student. Admin token. Calls DELETE /api/Sessions/Students/{studentId}. @returns how many ended. */
export async function endAllStudentSessions(studentId: string, token: string): Promise<number> {
  const body = await upstreamFetch({
    endpoint: "DELETE /api/Sessions/Students/{id}",
    ids: [["user", studentId]],
    method: "DELETE",
    path: `/api/Sessions/Students/${encodeURIComponent(studentId)}`,
    schema: endedSessionsSchema,
    token,
  });
  return body.ended;
}

/** The business settings. Admin token. Calls GET /api/Settings. @throws UpstreamError. */
export async function getBusinessSettings(token: string): Promise<BusinessSettings> {
  return upstreamFetch({ path: "/api/Settings", schema: businessSettingsSchema, token });
}

/** Stores the business settings. Admin token. Calls PUT /api/Settings. @returns the stored settings. @throws UpstreamError (400 out of range). */
export async function saveBusinessSettings(
  values: BusinessSettings,
  token: string,
): Promise<BusinessSettings> {
  return upstreamFetch({
    method: "PUT",
    path: "/api/Settings",
    body: values,
    schema: businessSettingsSchema,
    token,
  });
}
