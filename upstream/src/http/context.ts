import type { Context, Hono } from "hono";
import type { Caller } from "../auth/tokens";
import type { CourseMailQueue } from "../class-mail";
import type { UpstreamConfig } from "../config";
import type { Database } from "../db/client";
import type { Logger } from "../log";
import type { Mailer } from "../mail";
import type { TestClock } from "../test-clock";
import type { ProofThrottle } from "./proof-throttle";
import type { AuthThrottle } from "./throttle";

/** Everything a route module needs, injected by {@link createApp}. */
export interface AppDeps {
  db: Database;
  config: UpstreamConfig;
  /** HS256 key for access tokens (bytes). */
  jwtSecret: Uint8Array;
  mailer: Mailer;
  /** Limits of the auth endpoints; default: in memory, from `config`'s `THROTTLE_*` settings. */
  throttle?: AuthThrottle;
  /** Payment proofs per order; default: in memory, from `THROTTLE_PROOFS_*`. */
  proofThrottle?: ProofThrottle;
  /** Tests only (`UPSTREAM_TEST_CLOCK=true`): the movable clock behind `POST /__test/clock`. */
  testClock?: TestClock;
  /** The clock of time-based rules (order expiry, timestamps); `new Date()` when absent (tests inject one). */
  now?: () => Date;
  /** Where request lines and failures are logged (`log.ts`); nothing is logged when absent (tests). */
  logger?: Logger;
  /**
   * The job queue that sends course e-mails (class messages, schedule changes; `jobs.ts`); absent
   * (`REMINDERS=false`, tests), the reminder scan of an instance with a queue sends them.
   */
  courseMail?: CourseMailQueue;
}

/**
 * Hono environment of the app: the request's id and logger (`http/request-log.ts`), and the
 * caller identified from the bearer token, if any.
 */
export interface AppEnv {
  Variables: {
    /** This request's id: the caller's safe `x-request-id`, or a new UUID; sent back in that header. */
    requestId: string;
    /** The app's logger bound to `requestId`: log from handlers with it. */
    log: Logger;
    /** The authenticated caller; `null` when no token was sent. */
    caller: Caller | null;
    /** True when an `Authorization` header was sent but its token is invalid or expired. */
    badToken: boolean;
    /**
     * Why the token's server-side session is over (extension "Sessions"), when it is: protected
     * endpoints then answer 401 with this `reason`; `null` otherwise.
     */
    sessionEnded: string | null;
  };
}

/** The Hono app type every route module registers on. */
export type App = Hono<AppEnv>;

/** The Hono context type of a handler. */
export type AppContext = Context<AppEnv>;
