import type { NextConfig } from "next";

const nextConfig: NextConfig = {
  poweredByHeader: false,
  reactStrictMode: true,
  typedRoutes: false,
  // The reference upstream and its database drivers never belong in the web bundle.
  serverExternalPackages: ["@electric-sql/pglite", "pg", "sharp"],
  images: {
    // Images come from our own /media route handler (same origin), never from the upstream.
    localPatterns: [{ pathname: "/media/**" }, { pathname: "/images/**" }],
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
