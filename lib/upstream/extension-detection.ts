import "server-only";
import { UpstreamError, upstreamFetch } from "@/lib/upstream/client";
import { extensionVersionSchema } from "@/lib/upstream/wire";

/*
 * How the web app learns whether the upstream has one of the reference upstream's extensions
 * (`upstream/EXTENSIONS.md`): one anonymous probe, remembered in this process, shared by
 * concurrent callers. Two kinds of probe, each used by several extensions.
 */

/** How long a probe's answer is trusted, in milliseconds (10 minutes): an upstream can be upgraded or replaced. */
const EXTENSION_DETECTION_TTL_MS = 10 * 60 * 1000;

/** An extension's detection: whether it is there, and a way to forget the answer (tests). */
export interface ExtensionDetection {
  /** True when the extension answers. Never throws for an upstream failure (it reads as false). */
  isPresent(): Promise<boolean>;
  /** Forgets the remembered answer and any probe in flight. */
  reset(): void;
}

/**
 * A detection by an endpoint of the extension: `GET {path}` answering 200, or one of
 * `presentStatuses` (default 401 and 403: the endpoint exists but wants a login), means present;
 * 404 or 405 means the legacy API; both are remembered for {@link EXTENSION_DETECTION_TTL_MS}.
 * A failed probe (network, timeout, 5xx) is not remembered and reads as false, so the caller
 * falls back on the legacy behaviour rather than failing. 3-second timeout.
 * @throws only what is not an `UpstreamError` (a bug).
 */
export function endpointDetection(path: string, presentStatuses: readonly number[] = [401, 403]): ExtensionDetection {
  let answer: { isPresent: boolean; at: number } | null = null;
  let probing: Promise<boolean> | null = null;
  return {
    async isPresent() {
      if (answer && Date.now() - answer.at < EXTENSION_DETECTION_TTL_MS) return answer.isPresent;
      probing ??= (async () => {
        try {
          await upstreamFetch({ path, timeoutMs: 3000 });
          answer = { isPresent: true, at: Date.now() };
        } catch (error) {
          if (!(error instanceof UpstreamError)) throw error;
          if (presentStatuses.includes(error.status)) answer = { isPresent: true, at: Date.now() };
          else if (error.status === 404 || error.status === 405) answer = { isPresent: false, at: Date.now() };
          else return false;
        } finally {
          probing = null;
        }
        return answer.isPresent;
      })();
      return probing;
    },
    reset() {
      answer = null;
      probing = null;
    },
  };
}

/** After a network failure or a 5xx, a version probe is asked again this soon (ms). */
const VERSION_RETRY_MS = 30_000;

/**
 * A detection by a version endpoint: `GET {path}` answering `{ version ≥ 1 }` means present.
 * Remembered for {@link EXTENSION_DETECTION_TTL_MS}; a 4xx (the legacy's 404) is a firm "no",
 * remembered as long; a network failure or a 5xx reads as "no" and is asked again after 30 seconds.
 */
export function versionDetection(path: string, options: { timeoutMs?: number } = {}): ExtensionDetection {
  let probe: { answer: Promise<boolean>; expiresAt: number } | null = null;
  return {
    isPresent() {
      const now = Date.now();
      if (probe && probe.expiresAt > now) return probe.answer;
      const current: { answer: Promise<boolean>; expiresAt: number } = {
        answer: Promise.resolve(false),
        expiresAt: now + EXTENSION_DETECTION_TTL_MS,
      };
      current.answer = upstreamFetch({ path, schema: extensionVersionSchema, timeoutMs: options.timeoutMs })
        .then((body) => body.version >= 1)
        .catch((error: unknown) => {
          const isFirm = error instanceof UpstreamError && error.status >= 400 && error.status < 500;
          if (!isFirm) current.expiresAt = Date.now() + VERSION_RETRY_MS;
          return false;
        });
      probe = current;
      return current.answer;
    },
    reset() {
      probe = null;
    },
  };
}
