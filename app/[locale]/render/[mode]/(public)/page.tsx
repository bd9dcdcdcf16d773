import { resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { buttonClassName } from "@/components/ui/button";
import type { ReactNode } from "react";
import { Carousel } from "@/components/ui/carousel";
import { env } from "@/lib/env";
import { serviceLinks, type ServicePath } from "@/lib/routes/navigation";
import { listHeaderPhotos, type HeaderPhoto } from "@/lib/upstream/static-content";
import { failPublicRead } from "@/lib/upstream-failure";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Locale } from "@/lib/i18n/routing";
import { localeAlternates } from "@/lib/page-metadata";
import { localizedPath } from "@/lib/i18n/locale-path";

export async function generateMetadata({
  params,
}: PageProps<"/[locale]/render/[mode]">): Promise<Metadata> {
  await resolveRenderMode(params);
  const [{ publicPages }, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  return {
    title: { absolute: publicPages.home.title },
    description: publicPages.home.description,
    alternates: localeAlternates("/", locale),
  };
}

/** Each service's icon; its title and link are the menu's (`serviceLinks`), its text the catalogue's. */
const serviceIcons: Record<ServicePath, ReactNode> = {
  "/onlineCourses": <path d="M3 5h18v11H3zM8 20h8M12 16v4M10 8.5v4l3.5-2z" />,
  "/onDemandCourses": <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
  "/products": <path d="M4 4h16v16H4zM4 9h16M4 14h16M9 4v16M14 4v16" />,
  "/publications": <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" />,
  "/consultancyServices": <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h.01M15 11h.01" />,
};

/** The services the home page lists, in the page's language. */
function servicesIn(messages: Catalogue) {
  const { nav, home } = messages.publicPages;
  return serviceLinks.map(({ href }) => ({
    title: nav.links[href],
    href,
    text: home.serviceTexts[href],
    icon: serviceIcons[href],
  }));
}

function ServiceIcon({ children }: { children: ReactNode }) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      className="size-7"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}

/** The landing banner: header photos in the carousel, or the spec's failure message. */
async function HeaderBanner({ messages }: { messages: Catalogue }) {
  const { home } = messages.publicPages;
  let photos: HeaderPhoto[];
  try {
    photos = await listHeaderPhotos();
  } catch (error) {
    failPublicRead(error, "home", "home: header photos failed");
  }
  if (photos.length === 0) return null;
  return (
    <Carousel
      label={home.featuredPhotos}
      texts={{
        ...home.carousel,
        goTo: photos.map((_, index) => home.carousel.goTo(index + 1)),
      }}
      className="aspect-[4/3] max-h-[560px] w-full bg-slate-200 sm:aspect-[21/9]"
    >
      {photos.map((photo, index) => (
        <Image
          key={photo.id}
          src={photo.src}
          alt={home.photoAlt(index + 1, photos.length)}
          fill
          sizes="100vw"
          // The first slide is the LCP element: preloaded at high priority; the others load lazily.
          preload={index === 0}
          fetchPriority={index === 0 ? "high" : undefined}
          className="object-cover"
        />
      ))}
    </Carousel>
  );
}

function organizationJsonLd(messages: Catalogue, locale: Locale): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: "BrightWay Engineering",
    // The site's own address as it was (no trailing slash) in English; /ar in Arabic.
    url: locale === "en" ? env.SITE_URL : `${env.SITE_URL}${localizedPath(locale, "/")}`,
    description: messages.publicPages.home.organization,
    inLanguage: locale,
  };
  // Why escape "<": JSON inside a <script> must not be able to close the tag.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export default async function HomePage({ params }: PageProps<"/[locale]/render/[mode]">) {
  await resolveRenderMode(params);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const { home } = messages.publicPages;
  const services = servicesIn(messages);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: organizationJsonLd(messages, locale) }}
      />
      <HeaderBanner messages={messages} />

      <section aria-labelledby="intro-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            {home.kicker}
          </p>
          <h1
            id="intro-title"
            className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            {home.heading}
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">{home.intro}</p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/onlineCourses" className={buttonClassName("primary")}>
              {home.exploreCourses}
            </Link>
            <Link href="/consultancyServices" className={buttonClassName("secondary")}>
              {home.consultancy}
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {home.servicesTitle}
          </h2>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
            {services.map((service) => (
              <li key={service.href}>
                <Link
                  href={service.href}
                  className="group flex h-full flex-col rounded-xl border border-slate-200 bg-white p-6 shadow-sm transition hover:border-brand-600 hover:shadow-md"
                >
                  <span className="grid size-12 place-items-center rounded-lg bg-brand-50 text-brand-700">
                    <ServiceIcon>{service.icon}</ServiceIcon>
                  </span>
                  <h3 className="mt-4 text-lg font-semibold text-slate-900 group-hover:text-brand-700">
                    {service.title}
                  </h3>
                  <p className="mt-2 flex-1 text-sm leading-6 text-slate-700">{service.text}</p>
                  <span className="mt-4 text-sm font-semibold text-brand-700" aria-hidden="true">
                    {home.viewService(service.title)}{" "}
                    <span className="inline-block rtl:-scale-x-100">→</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="about-title" className="bg-white">
        <div className="mx-auto grid max-w-6xl gap-10 px-4 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <h2 id="about-title" className="text-2xl font-bold tracking-tight text-slate-900">
              {home.aboutTitle}
            </h2>
            {home.aboutText.map((paragraph) => (
              <p key={paragraph} className="mt-4 leading-7 text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <ul className="grid content-start gap-4 sm:grid-cols-2">
            {home.aboutItems.map(({ title, text }) => (
              <li key={title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold text-brand-800">{title}</h3>
                <p className="mt-1 text-sm leading-6 text-slate-700">{text}</p>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="why-title" className="bg-brand-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="why-title" className="text-2xl font-bold tracking-tight text-slate-900">
            {home.whyTitle}
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {home.reasons.map((reason) => (
              <li key={reason.title} className="flex gap-3">
                <svg
                  aria-hidden="true"
                  viewBox="0 0 24 24"
                  className="mt-0.5 size-6 shrink-0 text-brand-700"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="2"
                  strokeLinecap="round"
                  strokeLinejoin="round"
                >
                  <path d="M20 6 9 17l-5-5" />
                </svg>
                <div>
                  <h3 className="font-semibold text-slate-900">{reason.title}</h3>
                  <p className="mt-1 text-sm leading-6 text-slate-700">{reason.text}</p>
                </div>
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
