import "server-only";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";

/** Longest wait for the upstream in a readiness check, in milliseconds (its read timeout, at most 3 s). */
export const READY_UPSTREAM_TIMEOUT_MS = Math.min(env.UPSTREAM_TIMEOUT_MS, 3000);

/** The outcome of {@link checkReadiness}: ready, or the reasons it is not. */
export type Readiness = { ready: true } | { ready: false; reasons: string[] };

/** True when the session secret seals and unseals a value (so logins can work). */
async function isSessionSecretUsable(): Promise<boolean> {
  try {
    const sealed = await sealData({ probe: 1 }, { password: env.SESSION_SECRET, ttl: 60 });
    const opened = await unsealData<{ probe?: number }>(sealed, {
      password: env.SESSION_SECRET,
      ttl: 60,
    });
    return opened.probe === 1;
  } catch {
    return false;
  }
}

/**
 * Whether this instance can serve: the upstream answers `GET /health` with any HTTP status below
 * 500 within {@link READY_UPSTREAM_TIMEOUT_MS} (the legacy API has no /health and answers 404:
 * that still proves it is up), and the session secret works. Makes one small upstream request;
 * cheap enough to poll every second.
 */
export async function checkReadiness(): Promise<Readiness> {
  const reasons: string[] = [];
  const [upstream, secret] = await Promise.all([
    fetch(`${env.UPSTREAM_URL}/health`, {
      signal: AbortSignal.timeout(READY_UPSTREAM_TIMEOUT_MS),
      cache: "no-store",
    }).then(
      (response) =>
        response.status < 500 ? null : `the upstream answered HTTP ${response.status}`,
      (error: unknown) =>
        error instanceof Error && error.name === "TimeoutError"
          ? `the upstream did not answer within ${READY_UPSTREAM_TIMEOUT_MS} ms`
          : "the upstream cannot be reached",
    ),
    isSessionSecretUsable(),
  ]);
  if (upstream) reasons.push(upstream);
  if (!secret) reasons.push("the session secret cannot seal a session");
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
