import type { Metadata, Viewport } from "next";
import { ToastHost } from "@/components/ui/toast-host";
import { env } from "@/lib/env";
import "./globals.css";

export const metadata: Metadata = {
  // Relative canonical and Open Graph URLs resolve against the public origin.
  metadataBase: new URL(env.SITE_URL),
  title: { default: "BrightWay Engineering", template: "%s | BrightWay Engineering" },
  description:
    "Structural and civil engineering courses, design spreadsheets, publications and consultancy.",
};

export const viewport: Viewport = { themeColor: "#174c99" };

// Every page is rendered per request from cached data (public catalogue reads are 'use cache'
// functions, lib/upstream/catalogue-cache.ts; private reads are never cached), the viewer's part
// included, and is sent whole with its final status (the web server holds it: a page that cannot
// be built answers 500, 503 while the upstream's breaker is open, an unknown item 404).
// Blocking by design, so Next's check that every page has a static shell does not apply.
export const instant = false;

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <ToastHost />
      </body>
    </html>
  );
}
