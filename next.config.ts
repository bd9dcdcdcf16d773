import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./lib/security-headers";

const csp = (kind: "resource" | "download") => [
  { key: "Content-Security-Policy", value: contentSecurityPolicy(kind) },
];

const cacheHandlerPath = (file: string) =>
  fileURLToPath(new URL(`./cache-handlers/${file}`, import.meta.url));

// The page and data cache (cache-handlers/): with REDIS_URL, a running server keeps pages and
// 'use cache' entries in Redis for every instance. `next build`, and a server without REDIS_URL,
// use Next's own handlers unchanged (configuring none). Next reads this file at build and again
// at start, with the phase.
function sharedCache(phase: string): NextConfig {
  if (!process.env.REDIS_URL || phase === PHASE_PRODUCTION_BUILD) return {};
  return {
    cacheHandler: cacheHandlerPath("incremental-cache-handler.mjs"),
    cacheHandlers: { default: cacheHandlerPath("use-cache-handler.mjs") },
    cacheMaxMemorySize: 0,
  };
}

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  // Not typedRoutes: every page is under app/[locale], so Next would type `/[locale]/products`,
  // not the addresses links use (`/products`, made `/ar/products` by lib/i18n/navigation.ts).
  typedRoutes: false,
  // Next's own caching model is the one page and data cache: public catalogue reads are
  // 'use cache' functions (lib/upstream/catalogue-cache.ts), tagged and expired by admin changes.
  cacheComponents: true,
  // A page waits for its data before its first byte (reads are not under <Suspense>), so a page
  // that cannot be built answers 500, never a 200 shell with a failure streamed into it.
  partialPrefetching: false,
  cacheLife: {
    // Fresh for an hour, then refreshed in the background; kept 30 days so that a page read
    // before still renders while the upstream is down. Admin changes expire tags at once.
    catalogue: { stale: 300, revalidate: 3600, expire: 30 * 24 * 3600 },
    // Whether the upstream has an extension (lib/upstream/extension-detection.ts): asked again
    // after 10 minutes, as an upstream can be upgraded or replaced.
    extension: { stale: 300, revalidate: 600, expire: 3600 },
    // A read that found no such item, and the page built from it (a 404): a made-up id may not
    // keep an entry long (the shortest life a fully static page may have).
    missing: { stale: 30, revalidate: 60, expire: 300 },
  },
  // sharp (images) is a native module: loaded from node_modules, never bundled.
  serverExternalPackages: ["sharp"],
  // The wire contract (packages/contract) is TypeScript source: Next compiles it with the app.
  transpilePackages: ["@brightway/contract"],
  images: {
    // Images come from our own /media route handler (same origin), never from the upstream.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
    // 60 for course, product and publication covers (components/ui/cover-image.tsx), 75 (Next's
    // default) for every other image.
    qualities: [60, 75],
    minimumCacheTTL: 31536000,
  },
  // Security headers (lib/security-headers.ts). The same-everywhere ones go on every path here,
  // static files included. Pages get their Content-Security-Policy (and HSTS, which depends on
  // the runtime SITE_URL) from proxy.ts; route handlers outside the proxy get theirs here.
  async headers() {
    return [
      {
        source: "/:path*",
        headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })),
      },
      { source: "/api/:path*", headers: csp("resource") },
      { source: "/media/:path*", headers: csp("resource") },
      { source: "/download/:path*", headers: csp("download") },
      { source: "/calendar/:path*", headers: csp("resource") },
    ];
  },
};

// next-intl: the request's locale (lib/i18n/request.ts); its texts are our typed catalogues.
const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

export default function config(phase: string): NextConfig {
  return withNextIntl({ ...nextConfig, ...sharedCache(phase) });
}
