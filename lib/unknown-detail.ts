import { matchRoute, routes, type DetailKind, type IdFormat } from "@/lib/routes/manifest";
import { GUID_PATTERN, parseIntId } from "@/lib/ids";

/** A public details page addressed by an id: which item kind its id must name. */
export interface DetailRoute {
  kind: DetailKind;
  /** The id as the URL gave it, URL-decoded ("" for a malformed %-escape). */
  id: string;
}

const idFormats = new Map<DetailKind, IdFormat>(
  routes.flatMap((route) =>
    route.detail ? [[route.detail.kind, route.detail.idFormat] as const] : [],
  ),
);

/**
 * The details page a path names (a route of the manifest with `detail`, e.g. `/products/{id}`,
 * `/onDemandCourseDetails/{id}`, `/certificates/{code}`: exactly one segment after the prefix),
 * or null for any other path. Pure: the id is only URL-decoded, not validated.
 */
export function detailRouteFor(pathname: string): DetailRoute | null {
  const match = matchRoute(pathname);
  if (!match?.route.detail) return null;
  const [segment = ""] = Object.values(match.params);
  try {
    return { kind: match.route.detail.kind, id: decodeURIComponent(segment) };
  } catch {
    // A malformed %-escape cannot name any item.
    return { kind: match.route.detail.kind, id: "" };
  }
}

const certificateCodePattern = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i;

/**
 * True when the id of a details page cannot name any item, by the id format its route declares:
 * not a positive integer for products and publications, not a Guid for courses, not a
 * certificate code (three groups of four letters or digits, any case). Pure (no upstream call:
 * the proxy may not make any), so well-formed ids of items that do not exist are left to the
 * page's `notFound()`.
 */
export function isMalformedDetailId(route: DetailRoute): boolean {
  switch (idFormats.get(route.kind)) {
    case "documentId":
      return parseIntId(route.id) === null;
    case "guid":
      return !GUID_PATTERN.test(route.id);
    case "certificateCode":
      return !certificateCodePattern.test(route.id);
    case undefined:
      return true;
  }
}
