import { z } from "zod";
import { int } from "./primitives";
import { object } from "./shape";

/*
 * Answers shared by every resource: errors, and the version probes of the extensions.
 */

/**
 * A problem+json body (contract §1.4): E-VAL (400, with `errors` by field), E-PD (401/404) and
 * the reference upstream's own problems (`detail`; a 401 of an ended session adds `reason`).
 * Other properties are allowed (`traceId`, `reason`).
 */
export const problemDetails = z.object({
  type: z.string(),
  title: z.string(),
  status: int,
  detail: z.string().optional(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});

/**
 * `{ version }`: the probe of an extension (`GET /api/progress/version`, `GET /api/Media/version`,
 * …): any answer but 200 means the upstream lacks it.
 */
export const extensionVersion = object({ version: int });
