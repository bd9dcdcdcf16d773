/**
 * sitemap.xml's view of the route manifest: which pages it lists and how. Pure; `app/sitemap.ts`
 * does the catalogue reads and adds `SITE_URL`.
 */
import {
  hrefFor,
  routes,
  type ChangeFrequency,
  type RoutePath,
  type SitemapSource,
} from "./manifest";

/** A page listed once, by its own path. */
export interface SitemapPage {
  path: string;
  changeFrequency: ChangeFrequency;
  /** 0 to 1. */
  priority: number;
}

/** A details page listed once per id that its catalogue read (`items`) returns. */
export interface SitemapDetails {
  items: SitemapSource;
  changeFrequency: ChangeFrequency;
  /** 0 to 1. */
  priority: number;
  /** The page's address for one id (URL-encoded), e.g. `/products/12`. */
  pathFor: (id: string | number) => string;
}

/** The pages without params that the manifest puts in the sitemap, in manifest order. */
export const sitemapPages: readonly SitemapPage[] = routes.flatMap((route) =>
  route.sitemap && !route.sitemap.items
    ? [
        {
          path: route.path,
          changeFrequency: route.sitemap.changeFrequency,
          priority: route.sitemap.priority,
        },
      ]
    : [],
);

/** The details pages that the manifest puts in the sitemap, one per catalogue read. */
export const sitemapDetails: readonly SitemapDetails[] = routes.flatMap((route) => {
  if (!route.sitemap?.items) return [];
  const path = route.path as RoutePath;
  const [param = "id"] = [...path.matchAll(/\[(\w+)\]/g)].map((found) => found[1]!);
  return [
    {
      items: route.sitemap.items,
      changeFrequency: route.sitemap.changeFrequency,
      priority: route.sitemap.priority,
      // The one param of a details page, whatever its name (`id`, `code`): `path` is any route
      // of the manifest here, so its params' type is every route's; the manifest's test checks
      // that a details page has exactly one.
      pathFor: (id: string | number) => hrefFor(path, { [param]: id } as never),
    },
  ];
});
