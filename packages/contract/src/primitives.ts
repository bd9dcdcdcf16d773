import { z } from "zod";
import { field, nullable } from "./shape";

/*
 * The wire's scalar conventions (contract §1.2), each in its two readings (see shape.ts).
 */

/** The legacy's "missing DateTime" value (contract §1.2), read by the web as "no date". */
export const MISSING_DATE_TIME = "0001-01-01T00:00:00";

/**
 * A Guid id (courses, sections, packages, enrolments, orders, sessions; user ids are Guids too):
 * exactly a lowercase `8-4-4-4-12` UUID as the upstream writes it; the web accepts any text
 * (it only passes ids back).
 */
export const guid = field(
  z.uuid().regex(/^[0-9a-f-]+$/, "Guids are written lowercase"),
  z.string(),
);

const naiveDateTimePattern = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2}))?)?/;

/**
 * A legacy DateTime (contract §1.2: clock time without a zone, e.g. `2024-02-01T00:00:00`;
 * `0001-01-01T00:00:00` when none was stored). Exact: `YYYY-MM-DDTHH:mm:ss`. Tolerant: any ISO
 * date or date-time, normalised to that form (fractions of a second and any offset cut off, the
 * legacy keeps clock time without a zone); the first 10 characters are the date.
 */
export const naiveDateTime = field(
  z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/, "Expected YYYY-MM-DDTHH:mm:ss"),
  z
    .string()
    .regex(naiveDateTimePattern, { message: "Expected an ISO date-time" })
    .transform((value) => {
      const [, date, hours = "00", minutes = "00", seconds = "00"] =
        naiveDateTimePattern.exec(value) ?? [];
      return `${date}T${hours}:${minutes}:${seconds}`;
    }),
);

/**
 * A time of an extension (orders, sessions, dashboard): ISO-8601 UTC with `Z` exactly; any text
 * for the web, which formats it.
 */
export const isoDateTime = field(z.iso.datetime(), z.string());

/**
 * A `byte[]` (contract §1.2): standard base64 with padding, or null (no file). The web accepts
 * any text, or null or absent.
 */
export const base64 = nullable(
  field(
    z.string().regex(/^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/),
    z.string(),
  ),
);

/** Nullable text (a C# `string?`): null written exactly; null or absent for the web. */
export const text = nullable(z.string());

/**
 * Course `hours`: a string on the wire (contract §2, "sending the number 30 fails"); the web also
 * accepts a number and turns it into text.
 */
export const hours = field(z.string(), z.union([z.string(), z.number()]).transform(String));

/** A 32-bit style integer count or id (`int` of the contract). */
export const int = z.number().int();

/** A non-negative integer count. */
export const count = z.number().int().min(0);

/** The two currencies of the business: packages in EGP, online courses and products in USD. */
export const currency = z.enum(["EGP", "USD"]);
