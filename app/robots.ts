import type { MetadataRoute } from "next";
import { GUARDED_PATH_PREFIXES } from "@/lib/auth/routes";
import { connection } from "next/server";
import { env } from "@/lib/env";

/**
 * robots.txt: everything public may be crawled; every admin and student page of the route
 * manifest and the paid product downloads are kept out. Points to the sitemap.
 */
export default async function robots(): Promise<MetadataRoute.Robots> {
  // Rendered per request: the sitemap address uses the running server's SITE_URL, not the one
  // present when `next build` ran.
  await connection();
  return {
    rules: {
      userAgent: "*",
      allow: "/",
      disallow: [...GUARDED_PATH_PREFIXES, "/download/product"],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
    host: env.SITE_URL,
  };
}
