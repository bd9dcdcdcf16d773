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

export const metadata: Metadata = {
  title: { absolute: "BrightWay Engineering | Structural engineering courses and consultancy" },
  description:
    "Live and on-demand courses in ETABS, SAP2000, SAFE, reinforced concrete design to the Egyptian code and steel structures, design spreadsheets, free publications and structural consultancy.",
  alternates: { canonical: "/" },
};

/** What the home page says of each service; its title and link are the menu's (`serviceLinks`). */
const serviceDetails: Record<ServicePath, { text: string; icon: ReactNode }> = {
  "/onlineCourses": {
    text: "Live, instructor-led classes on set dates: model, analyse and design real buildings with ETABS, SAP2000 and SAFE, and ask questions as you go.",
    icon: <path d="M3 5h18v11H3zM8 20h8M12 16v4M10 8.5v4l3.5-2z" />,
  },
  "/onDemandCourses": {
    text: "Recorded video courses organised in sections. Pick a package of months and learn reinforced concrete and steel design at your own pace.",
    icon: <path d="M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7v5l3 2" />,
  },
  "/products": {
    text: "Ready-to-use design spreadsheets, books and articles: beams, columns, footings, slabs and connections checked to the code.",
    icon: <path d="M4 4h16v16H4zM4 9h16M4 14h16M9 4v16M14 4v16" />,
  },
  "/publications": {
    text: "Free technical notes and papers to download: worked examples, code commentary and lessons from site.",
    icon: <path d="M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4" />,
  },
  "/consultancyServices": {
    text: "Structural design, design review and site supervision for residential, commercial and industrial projects. See our portfolio and past work.",
    icon: <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6M9 11h.01M15 11h.01" />,
  },
};

const services = serviceLinks.map(({ label, href }) => ({
  title: label,
  href,
  ...serviceDetails[href],
}));

const reasons: { title: string; text: string }[] = [
  {
    title: "Taught by practising engineers",
    text: "Every course is built and taught by structural engineers who design and supervise real projects, not by presenters reading slides.",
  },
  {
    title: "The code you work with",
    text: "Reinforced concrete design follows the Egyptian code (ECP 203), with the references and load combinations you will be checked against.",
  },
  {
    title: "Software and hand calculation together",
    text: "We model in ETABS, SAP2000 and SAFE and then verify by hand, so you understand the numbers the software gives you.",
  },
  {
    title: "From the model to the site",
    text: "Detailing, shop drawings and site supervision are part of the story: what you design is what gets built.",
  },
  {
    title: "Learn at your pace",
    text: "Live classes for structure, on-demand packages for flexibility, and spreadsheets and publications to keep after the course ends.",
  },
  {
    title: "A person answers",
    text: "Payment and enrolment are handled by our team directly, and you are enrolled within 24 hours of sending your payment.",
  },
];

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
async function HeaderBanner() {
  let photos: HeaderPhoto[];
  try {
    photos = await listHeaderPhotos();
  } catch (error) {
    failPublicRead(error, "home", "home: header photos failed");
  }
  if (photos.length === 0) return null;
  return (
    <Carousel
      label="Featured photos"
      className="aspect-[4/3] max-h-[560px] w-full bg-slate-200 sm:aspect-[21/9]"
    >
      {photos.map((photo, index) => (
        <Image
          key={photo.id}
          src={photo.src}
          alt={`BrightWay Engineering featured photo ${index + 1} of ${photos.length}`}
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

function organizationJsonLd(): string {
  const data = {
    "@context": "https://schema.org",
    "@type": "EducationalOrganization",
    name: "BrightWay Engineering",
    url: env.SITE_URL,
    description:
      "Structural and civil engineering training and consultancy: ETABS, SAP2000, SAFE, reinforced concrete design to the Egyptian code, steel structures and site supervision.",
  };
  // Why escape "<": JSON inside a <script> must not be able to close the tag.
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

export default async function HomePage({ params }: PageProps<"/[locale]">) {
  await resolveRenderMode(params);
  return (
    <>
      <script
        type="application/ld+json"
        dangerouslySetInnerHTML={{ __html: organizationJsonLd() }}
      />
      <HeaderBanner />

      <section aria-labelledby="intro-title" className="bg-white">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <p className="text-sm font-semibold tracking-wide text-brand-700 uppercase">
            Structural &amp; civil engineering
          </p>
          <h1
            id="intro-title"
            className="mt-2 max-w-3xl text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl"
          >
            Design with confidence, from the model to the site
          </h1>
          <p className="mt-4 max-w-3xl text-lg leading-8 text-slate-700">
            BrightWay Engineering trains structural and civil engineers and designs real structures.
            Learn ETABS, SAP2000 and SAFE, reinforced concrete design to the Egyptian code and steel
            structures in live or on-demand courses, use our design spreadsheets and publications,
            or bring us your project.
          </p>
          <div className="mt-8 flex flex-wrap gap-3">
            <Link href="/onlineCourses" className={buttonClassName("primary")}>
              Explore courses
            </Link>
            <Link href="/consultancyServices" className={buttonClassName("secondary")}>
              Consultancy services
            </Link>
          </div>
        </div>
      </section>

      <section aria-labelledby="services-title" className="bg-slate-50">
        <div className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
          <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900">
            Our Services
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
                    View {service.title.toLowerCase()}{" "}
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
              About us
            </h2>
            <p className="mt-4 leading-7 text-slate-700">
              BrightWay Engineering is a team of structural engineers working on residential towers,
              commercial buildings, industrial sheds and infrastructure. Alongside our design and
              supervision work, we teach: the same methods we use every day on real projects,
              explained step by step for engineers who want to design with confidence.
            </p>
            <p className="mt-4 leading-7 text-slate-700">
              Our courses take you from the basics of structural analysis through modelling in ETABS
              and SAP2000, slab and foundation design in SAFE, reinforced concrete design to the
              Egyptian code and the design of steel structures and connections, to the drawings and
              site checks that turn a design into a building.
            </p>
          </div>
          <ul className="grid content-start gap-4 sm:grid-cols-2">
            {[
              [
                "Analysis & design",
                "Concrete and steel buildings, foundations and retaining structures.",
              ],
              ["Design review", "Independent checks of models, calculations and drawings."],
              ["Site supervision", "Inspection of reinforcement, formwork and steel erection."],
              ["Training", "Courses for graduates, site engineers and design offices."],
            ].map(([title, text]) => (
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
            Why choose us
          </h2>
          <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {reasons.map((reason) => (
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
