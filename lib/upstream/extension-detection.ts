import "server-only";
import { cacheLife } from "next/cache";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { extensionVersionSchema } from "@/lib/upstream/wire";

/*
 * How the web app learns whether the upstream has one of the reference upstream's extensions
 * (`upstream/EXTENSIONS.md`): one anonymous probe, its answer kept in Next's data cache (the
 * `extension` cacheLife profile of `next.config.ts`: 10 minutes, in Redis for every instance with
 * `REDIS_URL`), so that a page stored whole for visitors can ask too. A failed probe (network,
 * timeout, 5xx) is not kept: it reads as "absent" now and is asked again next time. Two kinds of
 * probe, each used by several extensions.
 */

/** The `cacheLife` profile of a probe's answer (declared in `next.config.ts`). */
const EXTENSION_PROBE_PROFILE = "extension";

/** Reads a probe's kept answer; a failed probe (thrown, so not kept) reads as absent. */
function absentOnFailure(answer: Promise<boolean>): Promise<boolean> {
  return answer.catch((error: unknown) => {
    if (error instanceof UpstreamError) return false;
    throw error;
  });
}

async function probeEndpoint(path: string, presentStatuses: readonly number[]): Promise<boolean> {
  "use cache";
  cacheLife(EXTENSION_PROBE_PROFILE);
  try {
    await upstreamFetch({ path, timeoutMs: 3000 });
    return true;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    if (presentStatuses.includes(error.status)) return true;
    if (error.status === 404 || error.status === 405) return false;
    throw error;
  }
}

/**
 * A detection by an endpoint of the extension: `GET {path}` answering 200, or one of
 * `presentStatuses` (default 401 and 403: the endpoint exists but wants a login), means present;
 * 404 or 405 means the legacy API. 3-second timeout.
 * @returns a function answering whether the extension is there; it never rejects for an upstream
 *   failure (that reads as absent, so the caller falls back on the legacy behaviour).
 */
export function endpointDetection(
  path: string,
  presentStatuses: readonly number[] = [401, 403],
): () => Promise<boolean> {
  return () => absentOnFailure(probeEndpoint(path, [...presentStatuses]));
}

async function probeVersion(
  path: string,
  timeoutMs: number | undefined,
  minVersion: number,
): Promise<boolean> {
  "use cache";
  cacheLife(EXTENSION_PROBE_PROFILE);
  try {
    const body = await upstreamFetch({ path, schema: extensionVersionSchema, timeoutMs });
    return body.version >= minVersion;
  } catch (error) {
    // A 4xx (the legacy API's 404) is a firm "no"; a network failure or a 5xx is asked again.
    if (error instanceof UpstreamError && error.status >= 400 && error.status < 500) return false;
    throw error;
  }
}

/**
 * A detection by a version endpoint: `GET {path}` answering `{ version ≥ minVersion }` (default
 * 1; a later version of an extension that grew) means present; a 4xx (the legacy's 404) means absent.
 * @returns a function answering whether the extension is there (never rejects for an upstream failure).
 */
export function versionDetection(
  path: string,
  options: { timeoutMs?: number; minVersion?: number } = {},
): () => Promise<boolean> {
  return () => absentOnFailure(probeVersion(path, options.timeoutMs, options.minVersion ?? 1));
}
