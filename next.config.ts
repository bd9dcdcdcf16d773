import { fileURLToPath } from "node:url";
import type { NextConfig } from "next";
import { contentSecurityPolicy, STATIC_SECURITY_HEADERS } from "./lib/security-headers";

const csp = (kind: "resource" | "download") => [{ key: "Content-Security-Policy", value: contentSecurityPolicy(kind) }];

const cacheHandlerPath = (file: string) => fileURLToPath(new URL(`./cache-handlers/${file}`, import.meta.url));

// The page and data cache (cache-handlers/): with REDIS_URL, in Redis for every instance; without,
// Next's own (the 'use cache' handler then delegates to Next's in-memory one). Read at build and
// again at `next start`.
const sharedCache: NextConfig = process.env.REDIS_URL
  ? { cacheHandler: cacheHandlerPath("incremental-cache-handler.mjs"), cacheMaxMemorySize: 0 }
  : {};

const nextConfig: NextConfig = {
  cacheHandlers: { default: cacheHandlerPath("use-cache-handler.mjs") },
  ...sharedCache,
  poweredByHeader: false,
  // scripts/web-server.mjs compresses instead (Brotli where the browser takes it, gzip otherwise).
  compress: false,
  reactStrictMode: true,
  typedRoutes: false,
  experimental: {
    inlineCss: true,
  },
  // The reference upstream and its database drivers never belong in the web bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  images: {
    // Images come from our own /media route handler (same origin), never from the upstream.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 31536000,
  },
  // Security headers (lib/security-headers.ts). The same-everywhere ones go on every path here,
  // static files included. Pages get their Content-Security-Policy (and HSTS, which depends on
  // the runtime SITE_URL) from proxy.ts; route handlers outside the proxy get theirs here.
  async headers() {
    return [
      { source: "/:path*", headers: Object.entries(STATIC_SECURITY_HEADERS).map(([key, value]) => ({ key, value })) },
      { source: "/api/:path*", headers: csp("resource") },
      { source: "/media/:path*", headers: csp("resource") },
      { source: "/download/:path*", headers: csp("download") },
    ];
  },
};

export default nextConfig;
