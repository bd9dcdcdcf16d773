import type { MetadataRoute } from "next";
import {
  ADMIN_ID_PREFIXES,
  ADMIN_PATHS,
  STUDENT_ID_PREFIXES,
  STUDENT_PATHS,
} from "@/lib/auth/routes";
import { connection } from "next/server";
import { env } from "@/lib/env";


/**
 * robots.txt: everything public may be crawled; every admin and student route of spec §2 and
 * the paid product downloads are kept out (robots rules are path prefixes, so `/editProject`
 * also covers `/editProject/{id}`). Points to the sitemap.
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
        ...ADMIN_PATHS,
        ...ADMIN_ID_PREFIXES,
        ...STUDENT_PATHS,
        ...STUDENT_ID_PREFIXES,
        "/download/product",
      ],
    },
    sitemap: `${env.SITE_URL}/sitemap.xml`,
    host: env.SITE_URL,
  };
}
