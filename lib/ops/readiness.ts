import "server-only";
import { sealData, unsealData } from "iron-session";
import { env } from "@/lib/env";
import { upstreamBreakerState } from "@/lib/upstream/breaker";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";

/** Longest wait for the upstream in a readiness check, in milliseconds (its read timeout). */
export const READY_UPSTREAM_TIMEOUT_MS = env.UPSTREAM_READ_TIMEOUT_MS;

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

/** Why the upstream cannot serve, or null when it answers. */
async function upstreamProblem(): Promise<string | null> {
  const breaker = upstreamBreakerState();
  // While the breaker is open, say so without calling the upstream: polling must not hammer it.
  if (breaker.state === "open") {
    return `upstream circuit open (retry in ${breaker.retryAfterSeconds}s)`;
  }
  try {
    await upstreamFetch({ path: "/health", timeoutMs: READY_UPSTREAM_TIMEOUT_MS });
    return null;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    switch (error.failure) {
      case "timeout":
        return `the upstream did not answer within ${READY_UPSTREAM_TIMEOUT_MS} ms`;
      case "unreachable":
        return "the upstream cannot be reached";
      case "circuit-open":
        // Opened by another request between the look above and this call.
        return `upstream circuit open (retry in ${error.retryAfterSeconds ?? 1}s)`;
      default:
        // Any answer below 500 proves the upstream is up (the legacy API has no /health: 404).
        return error.status < 500 ? null : `the upstream answered HTTP ${error.status}`;
    }
  }
}

/**
 * Whether this instance can serve: the upstream's circuit breaker is not open, the upstream
 * answers `GET /health` with any HTTP status below 500 within {@link READY_UPSTREAM_TIMEOUT_MS}
 * (the legacy API has no /health and answers 404: that still proves it is up), and the session
 * secret works. Makes at most one small upstream request, through the breaker (so a failed check
 * counts towards opening it, and after the cool-down the check may be the probe that closes it);
 * none while the breaker is open. Cheap enough to poll every second.
 */
export async function checkReadiness(): Promise<Readiness> {
  const reasons: string[] = [];
  const [upstream, secret] = await Promise.all([upstreamProblem(), isSessionSecretUsable()]);
  if (upstream) reasons.push(upstream);
  if (!secret) reasons.push("the session secret cannot seal a session");
  return reasons.length === 0 ? { ready: true } : { ready: false, reasons };
}
