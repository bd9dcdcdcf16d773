import type { Metadata, Viewport } from "next";
import localFont from "next/font/local";
import { notFound } from "next/navigation";
import { DirectionProvider } from "@/components/ui/direction-provider";
import { setRequestLocale } from "next-intl/server";
import { ArabicOffer } from "@/components/arabic-offer";
import { ArrivalNotice } from "@/components/arrival-notice";
import { ToastHost } from "@/components/ui/toast-host";
import { env } from "@/lib/env";
import { catalogueFor } from "@/lib/i18n/catalogue";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { directionOf, isLocale, routing } from "@/lib/i18n/routing";
import "../globals.css";

// Arabic text in Noto Sans Arabic (regular and bold, its Arabic subset: 49 and 50 KB), served by
// us from an npm font package, never downloaded at build or run time. Latin text keeps the system
// stack: the unicode-range makes a browser fetch a file only for a page that shows Arabic letters
// (an English page with an Arabic student's name too), and `swap` paints with the system's Arabic
// font until it arrives.
const arabic = localFont({
  src: [
    {
      path: "../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-400-normal.woff2",
      weight: "400",
    },
    {
      path: "../../node_modules/@fontsource/noto-sans-arabic/files/noto-sans-arabic-arabic-700-normal.woff2",
      weight: "700",
    },
  ],
  variable: "--font-arabic",
  display: "swap",
  preload: false,
  declarations: [
    {
      prop: "unicode-range",
      value:
        "U+0600-06FF,U+0750-077F,U+0870-088E,U+0890-0891,U+0897-08E1,U+08E3-08FF,U+200C-200E,U+2010-2011,U+204F,U+2E41,U+FB50-FDFF,U+FE70-FE74,U+FE76-FEFC",
    },
  ],
});

/** Both languages are rendered ahead; any other first segment is not a page of this site. */
export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function generateMetadata({ params }: LayoutProps<"/[locale]">): Promise<Metadata> {
  const { locale } = await params;
  const site = catalogueFor(isLocale(locale) ? locale : routing.defaultLocale).site;
  return {
    // Relative canonical and Open Graph URLs resolve against the public origin.
    metadataBase: new URL(env.SITE_URL),
    title: { default: site.name, template: `%s | ${site.name}` },
    description: site.description,
  };
}

export const viewport: Viewport = { themeColor: "#174c99" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const { language } = catalogueFor(locale);
  return (
    <html lang={locale} dir={directionOf(locale)} className={arabic.variable}>
      <body className="flex min-h-dvh flex-col font-sans">
        <LocaleProvider locale={locale}>
          <DirectionProvider dir={directionOf(locale)}>
            {locale === "en" && (
              <ArabicOffer
                offer={language.offer}
                action={language.offerAction}
                dismiss={language.offerDismiss}
              />
            )}
            {children}
            <ToastHost />
            <ArrivalNotice />
          </DirectionProvider>
        </LocaleProvider>
      </body>
    </html>
  );
}
