import type { MetadataRoute } from "next";
import { GUARDED_PATH_PREFIXES } from "@/lib/auth/routes";
import { connection } from "next/server";
import { env } from "@/lib/env";

/**
 * robots.txt: everything public may be crawled; every admin and student page of the route
 * manifest, the paid product downloads and the live-course routes that are no pages (a course's
 * `.ics`, Join, the private calendar feeds) are kept out. Points to the sitemap.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Rendered per request: the sitemap address uses the running server's SITE_URL, not the one
  // present when `next build` ran.
  await connection();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [
        ...GUARDED_PATH_PREFIXES,
        "/download/product",
        "/calendar/",
        "/onlineCourseDetails/*/calendar",
        "/onlineCourseDetails/*/join/",
      ],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
    host: env.SITE_URL,
  };
}
