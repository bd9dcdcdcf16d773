import "server-only";
import { upstreamFetch, type UpstreamRequest } from "@/lib/upstream/client";
import { assertIds, type IdCheck } from "@/lib/upstream/ids";

/*
 * The shape of most upstream calls that name ids: check every id, then send. A module of its own
 * beside `ids.ts` (the checks, which `client.ts`'s callers use alone) and `client.ts` (the fetch).
 */

/**
 * Checks the ids an upstream call names, then sends it with the method `endpoint` starts with.
 * @param endpoint "METHOD /route/{template}" as errors report it (`"DELETE /api/Packages"`).
 * @param ids each id with its form; nothing is sent when one has the wrong form.
 * @param request what {@link upstreamFetch} takes, but the method.
 * @returns the parsed answer (`undefined` without a schema).
 * @throws UpstreamError: 404 with `endpoint` for an id of the wrong form; else as upstreamFetch.
 */
export async function idCheckedFetch<T = undefined>(
  endpoint: `${NonNullable<UpstreamRequest<T>["method"]>} ${string}`,
  ids: readonly IdCheck[],
  request: Omit<UpstreamRequest<T>, "method">,
): Promise<T> {
  assertIds(endpoint, ids);
  const method = endpoint.slice(0, endpoint.indexOf(" ")) as UpstreamRequest<T>["method"];
  return upstreamFetch({ ...request, method });
}
