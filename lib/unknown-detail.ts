import "server-only";
import { parseDocumentId } from "@/lib/document-id";
import { getOnDemandCourse } from "@/lib/upstream/on-demand-courses";
import { getOnlineCourse } from "@/lib/upstream/online-courses";
import { getProduct } from "@/lib/upstream/products";
import { getPublication } from "@/lib/upstream/publications";

/** A public details page addressed by an id: which read decides whether the id exists. */
export type DetailRoute =
  | { kind: "product" | "publication"; id: string }
  | { kind: "onDemandCourse" | "onlineCourse"; id: string };

const detailPrefixes = {
  "/products/": "product",
  "/publications/": "publication",
  "/onDemandCourseDetails/": "onDemandCourse",
  "/onlineCourseDetails/": "onlineCourse",
} as const satisfies Record<string, DetailRoute["kind"]>;

/**
 * The details page a path names (`/products/{id}`, `/publications/{id}`,
 * `/onDemandCourseDetails/{id}`, `/onlineCourseDetails/{id}`, exactly one segment after the
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

/**
 * True only when the upstream says the item of a details page does not exist (or its id is
 * malformed, which is decided without asking). Uses the same cached public reads as the pages
 * of `lib/upstream` (GET /api/Documents/Products/{id}, /api/Documents/Publications/{id},
 * /api/OnDemandCourses/GetSingleCourse/{id}, /api/OnlineCourses/GetSingleCourse/{id}), so the
 * page render that follows hits the cache. Public: no token. Never throws: a failed read answers false and the page shows
 * its own failure text.
 */
export async function isUnknownDetail(route: DetailRoute): Promise<boolean> {
  try {
    switch (route.kind) {
      case "product": {
        const id = parseDocumentId(route.id);
        return id === null || (await getProduct(id)) === null;
      }
      case "publication": {
        const id = parseDocumentId(route.id);
        return id === null || (await getPublication(id)) === null;
      }
      case "onDemandCourse":
        return (await getOnDemandCourse(route.id)) === null;
      case "onlineCourse":
        return (await getOnlineCourse(route.id)) === null;
    }
  } catch {
    return false;
  }
}
