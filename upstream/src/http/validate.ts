import { z } from "zod";
import { GUID_PATTERN } from "@brightway/contract/guid";
import type { AppContext } from "./context";
import { HttpProblem, badRequest } from "./problem";

/** Lowercase 8-4-4-4-12 Guid, as the legacy server writes them. */
export const guidSchema = z
  .string()
  .trim()
  .regex(GUID_PATTERN, "The value is not a valid Guid.")
  .transform((value) => value.toLowerCase());

/** A positive integer id given as text (path or query) or a number. */
export const intIdSchema = z.coerce
  .number({ message: "The value is not a valid integer." })
  .int("The value is not a valid integer.")
  .min(1, "The value must be 1 or more.")
  .max(2_147_483_647, "The value is too large.");

/** A user id (string); lowercase Guid text for accounts created here. */
export const userIdSchema = z.string().trim().min(1, "The user id is required.").max(450);

/**
 * A required text field of a JSON body, trimmed: missing, null or blank is a 400 naming the field
 * as ASP.NET's model validation did ("The Email field is required.").
 */
export const requiredText = (field: string) =>
  z
    .string({ message: `The ${field} field is required.` })
    .trim()
    .min(1, `The ${field} field is required.`);

/**
 * A required password field (login, signup, reset, e-mail change): as {@link requiredText} but
 * never trimmed (spaces belong to a password), and at most 1024 characters so that hashing a
 * huge body costs nothing.
 */
export const requiredPassword = (field: string) =>
  z
    .string({ message: `The ${field} field is required.` })
    .min(1, `The ${field} field is required.`)
    .max(1024);

/** A number that may also arrive as a JSON string ("12"), as the legacy binder accepted. */
export const lenientNumber = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ message: "The value must be a number." }).finite(),
);

/** An integer that may also arrive as a JSON string. */
export const lenientInt = z.preprocess(
  (value) => (typeof value === "string" && value.trim() !== "" ? Number(value) : value),
  z.number({ message: "The value must be an integer." }).int("The value must be an integer."),
);

/**
 * A DateTime input: an ISO-8601 date with or without time, with or without `Z` (its UTC clock
 * time is kept) or a numeric offset (dropped, as the legacy server kept no offset). Stored and
 * returned naive (`2024-02-01T00:00:00`).
 */
export const wireDateSchema = z
  .string()
  .regex(
    /^\d{4}-\d{2}-\d{2}([T ]\d{2}:\d{2}(:\d{2}(\.\d{1,7})?)?)?(Z|[+-]\d{2}:?\d{2})?$/,
    "The value is not a valid date.",
  )
  .transform((value) => {
    const [date, rest = "00:00:00"] = value.replace(" ", "T").split("T") as [string, string?];
    const time = rest.replace(/(Z|[+-]\d{2}:?\d{2})$/, "");
    const [hh = "00", mm = "00", ss = "00"] = time.split(":");
    return `${date}T${hh}:${mm}:${ss.slice(0, 6).padEnd(2, "0")}`;
  })
  .refine((value) => !Number.isNaN(Date.parse(`${value}Z`)), "The value is not a valid date.");

/** Formats a stored naive timestamp as the wire's `YYYY-MM-DDTHH:mm:ss`; null → `0001-01-01T00:00:00`. */
export function toWireDate(value: string | null | undefined): string {
  if (!value) return "0001-01-01T00:00:00";
  return value.replace(" ", "T").slice(0, 19);
}

/** The current time as a naive UTC timestamp (`YYYY-MM-DDTHH:mm:ss`). */
export function nowNaive(): string {
  return new Date().toISOString().slice(0, 19);
}

function issuesToErrors(issues: z.core.$ZodIssue[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = issue.path.length ? issue.path.join(".") : "$";
    (errors[key] ??= []).push(issue.message);
  }
  return errors;
}

/** Parses `value` with `schema` or throws a 400 problem listing every field error. */
export function parseOrThrow<T>(schema: z.ZodType<T>, value: unknown, what = "The request"): T {
  const result = schema.safeParse(value);
  if (!result.success) {
    const errors = issuesToErrors(result.error.issues);
    const first = Object.entries(errors)[0];
    throw badRequest(
      first ? `${what} is invalid: ${first[0]}: ${first[1][0]}` : `${what} is invalid.`,
      errors,
    );
  }
  return result.data;
}

/**
 * Maps the keys of a JSON object onto the schema's keys case-insensitively (the legacy binder
 * matched `firstName` and `firstname` alike). Unknown keys are kept and later ignored.
 */
function alignKeys(value: unknown, schema: z.ZodType): unknown {
  if (!value || typeof value !== "object" || Array.isArray(value)) return value;
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;
  if (!shape) return value;
  const byLower = new Map(Object.keys(shape).map((key) => [key.toLowerCase(), key]));
  const aligned: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    aligned[byLower.get(key.toLowerCase()) ?? key] = item;
  }
  return aligned;
}

/**
 * Reads a JSON body and validates it.
 * @throws HttpProblem 415 when the body is not `application/json`, 400 for malformed JSON or
 *   any field error.
 */
export async function readJson<T>(c: AppContext, schema: z.ZodType<T>): Promise<T> {
  const contentType = c.req.header("content-type") ?? "";
  if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType)) {
    throw new HttpProblem(415, "The body must be JSON (Content-Type: application/json).");
  }
  let json: unknown;
  try {
    json = JSON.parse(await c.req.text());
  } catch {
    throw badRequest("The body is not valid JSON.", { $: ["The JSON value could not be parsed."] });
  }
  return parseOrThrow(schema, alignKeys(json, schema), "The body");
}

/** Reads one path parameter and validates it (e.g. `pathParam(c, "courseId", guidSchema)`). */
export function pathParam<T>(c: AppContext, name: string, schema: z.ZodType<T>): T {
  const raw = c.req.param(name);
  // Hono has already percent-decoded the value: decoding again would throw (500) on a literal `%`.
  const result = schema.safeParse(raw);
  if (!result.success) {
    throw badRequest(`The value '${raw ?? ""}' is not valid for ${name}.`, {
      [name]: [`The value '${raw ?? ""}' is not valid.`],
    });
  }
  return result.data;
}

/**
 * The query string with lowercase keys (the legacy server matched `SearchTerm` and `searchterm`
 * alike). Empty values count as absent.
 */
export function queryParams(c: AppContext): Record<string, string | undefined> {
  const out: Record<string, string | undefined> = {};
  for (const [key, value] of new URL(c.req.url).searchParams) {
    if (value !== "") out[key.toLowerCase()] = value;
  }
  return out;
}

/** Paging and search of the legacy `RequestParamters`: page ≥ 1 (default 1), size 1–50 (default 10). */
export interface Paging {
  searchTerm?: string;
  pageNumber: number;
  pageSize: number;
}

/**
 * Reads `SearchTerm`, `PageNumber` and `PageSize` (any case). Sizes above 50 are clamped to 50.
 * @throws HttpProblem 400 for a page or size below 1 or not an integer (the legacy server let
 *   these reach SQL and failed with a 500).
 */
export function pagingParams(c: AppContext): Paging {
  const query = queryParams(c);
  const paging = parseOrThrow(
    z.object({
      searchterm: z.string().trim().max(200).optional(),
      pagenumber: z.coerce.number().int().min(1, "PageNumber must be 1 or more.").default(1),
      pagesize: z.coerce.number().int().min(1, "PageSize must be 1 or more.").default(10),
    }),
    query,
    "The query",
  );
  return {
    searchTerm: paging.searchterm || undefined,
    pageNumber: paging.pagenumber,
    pageSize: Math.min(paging.pagesize, 50),
  };
}

/** The 400 text of a reorder whose list is not the current set. */
const reorderMessage = "The list must name every item exactly once.";

/**
 * Checks the body of a reorder (sections, videos, live sessions): `requested` names exactly the
 * ids of `current` (same set, each once), compared by `key` (Guids case-insensitively).
 * @throws HttpProblem 400 with `reorderMessage` otherwise.
 */
export function assertSameSet<T>(requested: T[], current: T[], key: (id: T) => string): void {
  const wanted = new Set(current.map(key));
  const seen = new Set<string>();
  for (const id of requested) {
    const k = key(id);
    if (!wanted.has(k) || seen.has(k)) throw badRequest(reorderMessage, { $: [reorderMessage] });
    seen.add(k);
  }
  if (seen.size !== wanted.size) throw badRequest(reorderMessage, { $: [reorderMessage] });
}
