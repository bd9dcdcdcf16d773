import type { NextConfig } from "next";

// The Lighthouse floor (scripts/lighthouse.mjs --floor): a bare Next app, configured only where
// the measured image must match the home banner's (same formats, so the same AVIF is served).
const nextConfig: NextConfig = {
  distDir: ".next",
  poweredByHeader: false,
  images: {
    formats: ["image/avif", "image/webp"],
    minimumCacheTTL: 31536000,
  },
};

export default nextConfig;
