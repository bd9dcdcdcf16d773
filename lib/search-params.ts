import * as z from "@/lib/zod";

/**
 * A page's query as Next gives it (`searchParams`, awaited): a repeated key (`?tab=a&tab=b`) is
 * an array, an absent one `undefined`. The URL is untrusted input: read it with
 * {@link parseSearchParams}.
 */
export type SearchParams = Record<string, string | string[] | undefined>;

/** A page's `searchParams` prop (Next 16 passes a promise). */
export type SearchParamsProp = Promise<SearchParams>;

/** The first value of a query parameter that may repeat (`["a", "b"]` → "a"); `undefined` if absent. */
function firstValue(value: string | string[] | null | undefined): string | undefined {
  return (Array.isArray(value) ? value[0] : value) ?? undefined;
}

/**
 * Reads a page's query with a zod shape, one schema per parameter the page reads: each schema
 * receives that parameter's first value (or `undefined`). Build the schemas with `.catch()` (as
 * the ones below are) so that an absent or invalid value becomes the default and a hand-edited
 * URL never fails the page.
 * @throws ZodError only when a schema of `shape` has no `.catch()` and refuses its value.
 */
export function parseSearchParams<Shape extends z.ZodRawShape>(
  params: SearchParams,
  shape: Shape,
): z.output<z.ZodObject<Shape>> {
  const firstValues = Object.fromEntries(
    Object.keys(shape).map((key) => [key, firstValue(params[key])]),
  );
  return z.object(shape).parse(firstValues);
}

/** A parameter as text: its first value, or "" when absent. */
export const textParam = z.string().catch("");

/** A parameter that may be absent: its first value, or `undefined`. */
export const optionalParam = z.string().optional().catch(undefined);

/** A yes/no parameter: true only for `1` (`?confirmed=1`). */
export const flagParam = optionalParam.transform((value) => value === "1");

/** One of `values` (a tab, a filter); anything else, or nothing, is `fallback`. */
export function oneOfParam<V extends string>(values: readonly V[], fallback: NoInfer<V>) {
  return z.enum(values as unknown as [V, ...V[]]).catch(fallback);
}

/** A positive whole number of up to 9 digits (an int id: `?highlight=12`), or `undefined`. */
export const positiveIntParam = optionalParam.transform((value) =>
  value && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined,
);
