// The public pages without an id, as a visitor reaches them from the main menu: what Lighthouse
// audits (scripts/lighthouse.mjs) and the benchmark times (scripts/bench-web.mjs), what the
// failover suite spreads its requests over (e2e/multi-instance/failover.spec.ts), what the sitemap
// must list (e2e/seo.spec.ts) and what the cache specs request (e2e/cache*.spec.ts).
// Types: public-pages.d.mts.

/** Home, the four catalogue lists and consultancy: paths on the web app, in menu order. */
export const PUBLIC_LIST_PAGES = [
  "/",
  "/onDemandCourses",
  "/onlineCourses",
  "/products",
  "/publications",
  "/consultancyServices",
];
