import type { ContentfulStatusCode } from "hono/utils/http-status";

const typeByStatus: Record<number, string> = {
  400: "https://tools.ietf.org/html/rfc7231#section-6.5.1",
  401: "https://tools.ietf.org/html/rfc7235#section-3.1",
  403: "https://tools.ietf.org/html/rfc7231#section-6.5.3",
  404: "https://tools.ietf.org/html/rfc7231#section-6.5.4",
  409: "https://tools.ietf.org/html/rfc7231#section-6.5.8",
  410: "https://tools.ietf.org/html/rfc7231#section-6.5.9",
  413: "https://tools.ietf.org/html/rfc7231#section-6.5.11",
  415: "https://tools.ietf.org/html/rfc7231#section-6.5.13",
  429: "https://tools.ietf.org/html/rfc6585#section-4",
  500: "https://tools.ietf.org/html/rfc7231#section-6.6.1",
  503: "https://tools.ietf.org/html/rfc7231#section-6.6.4",
};

const titleByStatus: Record<number, string> = {
  400: "One or more validation errors occurred.",
  401: "Unauthorized",
  403: "Forbidden",
  404: "Not Found",
  409: "Conflict",
  410: "Gone",
  413: "Payload Too Large",
  415: "Unsupported Media Type",
  429: "Too Many Requests",
  500: "Internal Server Error",
  503: "Service Unavailable",
};

/** An RFC 7807 problem body, as the legacy server's ProblemDetails (plus `detail`). */
export interface ProblemBody {
  type: string;
  title: string;
  status: number;
  detail?: string;
  errors?: Record<string, string[]>;
}

/**
 * An expected failure of a request: thrown anywhere in a handler, turned into an
 * `application/problem+json` answer by the app's error handler.
 */
export class HttpProblem extends Error {
  readonly status: ContentfulStatusCode;
  readonly errors?: Record<string, string[]>;

  constructor(status: ContentfulStatusCode, detail?: string, errors?: Record<string, string[]>) {
    super(detail ?? titleByStatus[status] ?? "Error");
    this.status = status;
    this.errors = errors;
  }

  /** The JSON body of this problem. */
  toBody(): ProblemBody {
    return {
      type: typeByStatus[this.status] ?? "about:blank",
      title: titleByStatus[this.status] ?? "Error",
      status: this.status,
      ...(this.message !== titleByStatus[this.status] ? { detail: this.message } : {}),
      ...(this.errors ? { errors: this.errors } : {}),
    };
  }
}

/** 400 with field errors: `badRequest("Title is required", { Title: ["…"] })`. */
export const badRequest = (detail: string, errors?: Record<string, string[]>) =>
  new HttpProblem(400, detail, errors);
/** 404 with a message naming what was not found. */
export const notFound = (detail: string) => new HttpProblem(404, detail);
/** 401: no token, or an invalid or expired one. */
export const unauthorized = () => new HttpProblem(401, "A valid bearer token is required.");
/** 403: a valid token without the right role or ownership. */
export const forbidden = () => new HttpProblem(403, "You are not allowed to do this.");
/** 409: the request conflicts with the stored data (e.g. a duplicate). */
export const conflict = (detail: string) => new HttpProblem(409, detail);

/** Texts of the 401 for an ended session, by its reason (other reasons get the generic one). */
const sessionEndedDetail: Record<string, string> = {
  "signed-out": "This session was signed out.",
  idle: "This session ended after a period of inactivity.",
  replaced: "This session was signed out because the account signed in on another device.",
  expired: "This session has expired.",
  "password-changed": "This session ended because the password was changed.",
};

/**
 * 401 for a token whose server-side session is over (extension "Sessions"): the problem body
 * also carries `reason` (`signed-out`, `idle`, `replaced`, `expired`, `password-changed`, …) so
 * that the client can tell the user why.
 */
export class SessionEnded extends HttpProblem {
  readonly reason: string;

  constructor(reason: string) {
    super(401, sessionEndedDetail[reason] ?? "This session has ended.");
    this.reason = reason;
  }

  override toBody(): ProblemBody & { reason: string } {
    return { ...super.toBody(), reason: this.reason };
  }
}

/**
 * Awaits a write that returns the rows it touched (`update … returning`, `delete … returning`)
 * and returns them.
 * @throws `problem()` (usually a 404 naming the unknown id) when it touched none.
 */
export async function touchedOrThrow<T>(
  write: PromiseLike<T[]>,
  problem: () => HttpProblem,
): Promise<T[]> {
  const rows = await write;
  if (rows.length === 0) throw problem();
  return rows;
}
