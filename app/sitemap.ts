import { log } from "@/lib/log";
import type { MetadataRoute } from "next";
import { connection } from "next/server";
import { env } from "@/lib/env";
import { localizedPath } from "@/lib/i18n/locale-path";
import { routing } from "@/lib/i18n/routing";
import { UpstreamError } from "@/lib/upstream/client";
import { listCourses } from "@/lib/upstream/courses";
import { listDocuments } from "@/lib/upstream/documents";
import { MAX_PAGE_SIZE } from "@/lib/paging";
import type { SitemapSource } from "@/lib/routes/manifest";
import { sitemapDetails, sitemapPages, type SitemapDetails } from "@/lib/routes/sitemap";

/** The most list pages read per document kind (50 items each): a guard, not a real limit. */
const MAX_DOCUMENT_PAGES = 40;

type Entry = MetadataRoute.Sitemap[number];

/**
 * A page's entries, one per language (`/products`, `/ar/products`), each naming the page's
 * address in every language and `x-default` (the English one) as `alternates.languages`.
 */
const entries = (
  path: string,
  changeFrequency: Entry["changeFrequency"],
  priority: number,
): Entry[] => {
  const url = (locale: (typeof routing.locales)[number]) =>
    `${env.SITE_URL}${localizedPath(locale, path)}`;
  const languages = {
    en: url("en"),
    ar: url("ar"),
    "x-default": url(routing.defaultLocale),
  };
  return routing.locales.map((locale) => ({
    url: url(locale),
    changeFrequency,
    priority,
    alternates: { languages },
  }));
};

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

/** The ids each details page of the route manifest lists (`sitemap.items`). */
const readIds: Record<SitemapSource, () => Promise<(string | number)[]>> = {
  onDemandCoursesWithPackages: async () =>
    (await listCourses("on-demand"))
      // The on-demand list shows only courses with packages; others open as online details.
      .filter((course) => course.packages.length > 0)
      .map((course) => course.id),
  onlineCourses: async () => (await listCourses("online")).map((course) => course.id),
  products: async () =>
    (await readAll((page) => listDocuments("product", { page, pageSize: MAX_PAGE_SIZE }))).map(
      (product) => product.id,
    ),
  publications: async () =>
    (await readAll((page) => listDocuments("publication", { page, pageSize: MAX_PAGE_SIZE }))).map(
      (publication) => publication.id,
    ),
};

/** The entries of one details page of the manifest; none when the upstream fails (logged). */
async function detailEntries(details: SitemapDetails): Promise<Entry[]> {
  try {
    return (await readIds[details.items]()).flatMap((id) =>
      entries(details.pathFor(id), details.changeFrequency, details.priority),
    );
  } catch (error) {
    log.error(
      error instanceof UpstreamError
        ? { endpoint: error.endpoint, upstreamStatus: error.status }
        : { err: error },
      `sitemap: ${details.items} failed`,
    );
    return [];
  }
}

/**
 * sitemap.xml: the pages the route manifest lists (`sitemap`), with absolute `SITE_URL`
 * addresses, each details page once per course, product or publication, every page in English
 * and in Arabic (`/ar/…`) with both addresses as its alternates. A failing upstream
 * leaves out only the parts it could not read; the pages without params are always listed.
 */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  // Rendered per request from the cached catalogue reads, so `next build` never needs the
  // upstream and a new course or document shows up as soon as its cache tag is invalidated.
  await connection();
  const details = await Promise.all(sitemapDetails.map(detailEntries));
  return [
    ...sitemapPages.flatMap((page) => entries(page.path, page.changeFrequency, page.priority)),
    ...details.flat(),
  ];
}
