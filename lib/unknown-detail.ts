import { parseDocumentId } from "@/lib/document-id";

/** A public details page addressed by an id: which read decides whether the id exists. */
export type DetailRoute =
  | { kind: "product" | "publication"; id: string }
  | { kind: "onDemandCourse" | "onlineCourse"; id: string }
  | { kind: "certificate"; id: string };

const detailPrefixes = {
  "/products/": "product",
  "/publications/": "publication",
  "/onDemandCourseDetails/": "onDemandCourse",
  "/onlineCourseDetails/": "onlineCourse",
  "/certificates/": "certificate",
} as const satisfies Record<string, DetailRoute["kind"]>;

/**
 * The details page a path names (`/products/{id}`, `/publications/{id}`,
 * `/onDemandCourseDetails/{id}`, `/onlineCourseDetails/{id}`, `/certificates/{code}`, exactly one segment after the
 * prefix), or null for any other path. Pure: the id is only URL-decoded, not validated.
 */
export function detailRouteFor(pathname: string): DetailRoute | null {
  for (const [prefix, kind] of Object.entries(detailPrefixes)) {
    if (!pathname.startsWith(prefix)) continue;
    const segment = pathname.slice(prefix.length);
    if (segment === "" || segment.includes("/")) return null;
    try {
      return { kind, id: decodeURIComponent(segment) };
    } catch {
      // A malformed %-escape cannot name any item.
      return { kind, id: "" };
    }
  }
  return null;
}

const guidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * True when the id of a details page cannot name any item: not a positive integer for products
 * and publications, not a Guid for courses. Pure (no upstream call: the proxy may not make
 * any), so well-formed ids of items that do not exist are left to the page's `notFound()`.
 */
export function isMalformedDetailId(route: DetailRoute): boolean {
  switch (route.kind) {
    case "product":
    case "publication":
      return parseDocumentId(route.id) === null;
    case "onDemandCourse":
    case "onlineCourse":
      return !guidPattern.test(route.id);
    case "certificate":
      // A certificate code: three groups of four letters or digits (any case).
      return !/^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/i.test(route.id);
  }
}
