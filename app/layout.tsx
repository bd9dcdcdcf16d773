import type { Metadata, Viewport } from "next";
import { ArrivalNotice } from "@/components/arrival-notice";
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

export default function RootLayout({ children }: { children: React.ReactNode }) {
  return (
    <html lang="en">
      <body className="flex min-h-dvh flex-col font-sans">
        {children}
        <ToastHost />
        <ArrivalNotice />
      </body>
    </html>
  );
}
