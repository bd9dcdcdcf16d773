import { log } from "@/lib/log";
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { UpstreamError } from "@/lib/upstream/client";
import { listOnDemandCourses } from "@/lib/upstream/on-demand-courses";
import { listOnlineCourses } from "@/lib/upstream/online-courses";
import { listProducts } from "@/lib/upstream/products";
import { listPublications } from "@/lib/upstream/publications";
import { MAX_PAGE_SIZE } from "@/lib/upstream/shared";


/** The most list pages read per document kind (50 items each): a guard, not a real limit. */
const MAX_DOCUMENT_PAGES = 40;

type Entry = MetadataRoute.Sitemap[number];

const staticPages: { path: string; changeFrequency: Entry["changeFrequency"]; priority: number }[] =
  [
    { path: "/", changeFrequency: "weekly", priority: 1 },
    { path: "/onDemandCourses", changeFrequency: "weekly", priority: 0.9 },
    { path: "/onlineCourses", changeFrequency: "weekly", priority: 0.9 },
    { path: "/products", changeFrequency: "weekly", priority: 0.8 },
    { path: "/publications", changeFrequency: "weekly", priority: 0.8 },
    { path: "/consultancyServices", changeFrequency: "monthly", priority: 0.7 },
    { path: "/payment", changeFrequency: "yearly", priority: 0.4 },
    { path: "/login", changeFrequency: "yearly", priority: 0.2 },
    { path: "/signup", changeFrequency: "yearly", priority: 0.3 },
  ];

const entry = (
  path: string,
  changeFrequency: Entry["changeFrequency"],
  priority: number,
): Entry => ({
  url: `${env.SITE_URL}${path}`,
  changeFrequency,
  priority,
});

/** Every item of a paged document list, 50 per upstream page until a short page. */
async function readAll<T>(read: (page: number) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let page = 1; page <= MAX_DOCUMENT_PAGES; page += 1) {
    const items = await read(page);
    all.push(...items);
    if (items.length < MAX_PAGE_SIZE) break;
  }
  return all;
}

/** The detail pages of one catalogue part; none when the upstream fails (logged). */
async function detailPages(what: string, read: () => Promise<string[]>): Promise<Entry[]> {
  try {
    return (await read()).map((path) => entry(path, "weekly", 0.6));
  } catch (error) {
    log.error(error instanceof UpstreamError ? { endpoint: error.endpoint, upstreamStatus: error.status } : { err: error }, `sitemap: ${what} failed`);
    return [];
  }
}

/**
 * sitemap.xml: every public page of spec §2 with absolute `SITE_URL` addresses, including each
 * course, product and publication page. A failing upstream leaves out only the parts it could not
 * read; the static pages are always listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Rendered per request from the cached catalogue reads, so `next build` never needs the
  // upstream and a new course or document shows up as soon as its cache tag is invalidated.
  await connection();
  const details = await Promise.all([
    detailPages("on-demand courses", async () =>
      (await listOnDemandCourses())
        // The on-demand list shows only courses with packages; others open as online details.
        .filter((course) => course.packages.length > 0)
        .map((course) => `/onDemandCourseDetails/${course.id}`),
    ),
    detailPages("online courses", async () =>
      (await listOnlineCourses()).map((course) => `/onlineCourseDetails/${course.id}`),
    ),
    detailPages("products", async () =>
      (await readAll((page) => listProducts({ page, pageSize: MAX_PAGE_SIZE }))).map(
        (product) => `/products/${product.id}`,
      ),
    ),
    detailPages("publications", async () =>
      (await readAll((page) => listPublications({ page, pageSize: MAX_PAGE_SIZE }))).map(
        (publication) => `/publications/${publication.id}`,
      ),
    ),
  ]);
  return [
    ...staticPages.map((page) => entry(page.path, page.changeFrequency, page.priority)),
    ...details.flat(),
  ];
}
