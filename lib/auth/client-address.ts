import "server-only";
import { headers } from "next/headers";
import { env } from "@/lib/env";

/**
 * The client address this app trusts, for throttling and for the upstream (which counts per
 * address too, so it is forwarded as `X-Forwarded-For`).
 *
 * Next puts the connection's address in `X-Forwarded-For` only when the request has none, so a
 * browser could name any address it likes. Hence, with `TRUST_PROXY=0` (reached directly),
 * `proxy.ts` drops the forwarding headers a browser sent ({@link UNTRUSTED_FORWARDING_HEADERS})
 * and the header holds the connection's address alone. Behind `TRUST_PROXY=n` reverse proxies,
 * each appending the address it saw, the n-th entry from the right is the client.
 */

/** Request headers a browser could forge; dropped by `proxy.ts` when `TRUST_PROXY` is 0. */
export const UNTRUSTED_FORWARDING_HEADERS = ["x-forwarded-for", "x-real-ip", "forwarded"] as const;

/**
 * The client's address from an `X-Forwarded-For` value: the `trustedProxies`-th entry from the
 * right (the last one when 0: the connection's address, set by Next). `"unknown"` when absent.
 * The exact address (the upstream is sent it as is); the throttles count it grouped
 * (`addressKey` in `lib/auth/throttle-keys.ts`: IPv6 by its /64).
 */
export function clientAddressFrom(
  forwardedFor: string | null | undefined,
  trustedProxies: number,
): string {
  const entries = (forwardedFor ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter((entry) => entry !== "");
  if (entries.length === 0) return "unknown";
  const index = Math.max(0, entries.length - Math.max(1, trustedProxies));
  return entries[index]!;
}

/** The current request's client address (server actions, route handlers). */
export async function requestClientAddress(): Promise<string> {
  return clientAddressFrom((await headers()).get("x-forwarded-for"), env.TRUST_PROXY);
}

/** The current request's `User-Agent` (empty when none), for the upstream's device list. */
export async function requestUserAgent(): Promise<string> {
  return (await headers()).get("user-agent") ?? "";
}
