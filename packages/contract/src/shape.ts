import { z } from "zod";

/*
 * How a wire shape is written once and read two ways.
 *
 * Every schema of this package is a pair:
 * - `exact`: what the reference upstream writes (upstream/): every property of the legacy
 *   contract, nulls written, its extensions included, no other property, Guids lowercase,
 *   dates `YYYY-MM-DDTHH:mm:ss`. The upstream's DTOs are typed by it and its contract tests
 *   parse their answers with it.
 * - `tolerant`: what the web client accepts (lib/upstream/): the same properties, but whatever
 *   the legacy upstream may send too: extensions absent, nulls or absent properties where the
 *   legacy is loose, unknown properties dropped, `hours` as a number, dates with fractions or an
 *   offset (cut off).
 *
 * A property is either a plain zod schema (the same in both readings) or a {@link Field} built
 * by one of the helpers below, which say how the two readings differ.
 */

/** One property (or whole shape) in its two readings. */
export interface Field<
  Exact extends z.ZodType = z.ZodType,
  Tolerant extends z.ZodType = z.ZodType,
> {
  /** What the reference upstream writes. */
  readonly exact: Exact;
  /** What the web client accepts from any upstream, legacy included. */
  readonly tolerant: Tolerant;
}

/** A property of a wire object: a plain zod schema (both readings alike) or a {@link Field}. */
type Property = z.ZodType | Field;

/** The exact reading of a property. */
type ExactOf<P> = P extends Field<infer Exact, z.ZodType> ? Exact : P extends z.ZodType ? P : never;
/** The tolerant reading of a property. */
type TolerantOf<P> =
  P extends Field<z.ZodType, infer Tolerant> ? Tolerant : P extends z.ZodType ? P : never;

/** The exact reading of a wire shape (`z.infer` of it: what the reference upstream writes). */
export type Exact<F extends Field> = z.infer<F["exact"]>;
/** The tolerant reading of a wire shape (`z.infer` of it: what the web client gets after parsing). */
export type Tolerant<F extends Field> = z.infer<F["tolerant"]>;

function isField(property: Property): property is Field {
  return "exact" in property && "tolerant" in property;
}

function exactOf(property: Property): z.ZodType {
  return isField(property) ? property.exact : property;
}

function tolerantOf(property: Property): z.ZodType {
  return isField(property) ? property.tolerant : property;
}

/** A property whose two readings are written out (for a one-off difference). */
export function field<Exact extends z.ZodType, Tolerant extends z.ZodType>(
  exact: Exact,
  tolerant: Tolerant,
): Field<Exact, Tolerant> {
  return { exact, tolerant };
}

/**
 * A wire object (a JSON object body): exact reading without unknown properties
 * (`z.strictObject`), tolerant reading dropping them (`z.object`).
 */
export function object<S extends Record<string, Property>>(
  shape: S,
): Field<
  z.ZodObject<{ -readonly [K in keyof S]: ExactOf<S[K]> }, z.core.$strict>,
  z.ZodObject<{ -readonly [K in keyof S]: TolerantOf<S[K]> }, z.core.$strip>
> {
  const entries = Object.entries(shape);
  return {
    exact: z.strictObject(Object.fromEntries(entries.map(([key, value]) => [key, exactOf(value)]))),
    tolerant: z.object(Object.fromEntries(entries.map(([key, value]) => [key, tolerantOf(value)]))),
  } as never;
}

/** A JSON array of `item`. */
export function array<P extends Property>(
  item: P,
): Field<z.ZodArray<ExactOf<P>>, z.ZodArray<TolerantOf<P>>> {
  return { exact: z.array(exactOf(item)), tolerant: z.array(tolerantOf(item)) } as never;
}

/**
 * A property the contract types as nullable (`?` in contract §2): the upstream writes `null`
 * (it never omits a property); the web client also accepts it absent.
 */
export function nullable<P extends Property>(
  property: P,
): Field<z.ZodNullable<ExactOf<P>>, z.ZodOptional<z.ZodNullable<TolerantOf<P>>>> {
  return { exact: exactOf(property).nullable(), tolerant: tolerantOf(property).nullish() } as never;
}

/** A property that is null or a value in both readings (an extension's nullable property). */
export function nullOr<P extends Property>(
  property: P,
): Field<z.ZodNullable<ExactOf<P>>, z.ZodNullable<TolerantOf<P>>> {
  return {
    exact: exactOf(property).nullable(),
    tolerant: tolerantOf(property).nullable(),
  } as never;
}

/**
 * A property the reference upstream always writes with a value, which the web client reads as
 * "missing" when null or absent (a loose or older upstream): the web maps it to its default.
 */
export function orMissing<P extends Property>(
  property: P,
): Field<ExactOf<P>, z.ZodOptional<z.ZodNullable<TolerantOf<P>>>> {
  return { exact: exactOf(property), tolerant: tolerantOf(property).nullish() } as never;
}

/**
 * A property added by an extension of the reference upstream (upstream/EXTENSIONS.md): always
 * written by it, absent from the legacy's answers, so the web client reads null or absent as
 * "this upstream does not have the extension".
 */
export function extension<P extends Property>(
  property: P,
): Field<ExactOf<P>, z.ZodOptional<z.ZodNullable<TolerantOf<P>>>> {
  return orMissing(property);
}
