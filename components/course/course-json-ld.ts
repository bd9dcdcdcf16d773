import "server-only";
import { hrefFor } from "@/lib/routes/manifest";
import type { Metadata } from "next";
import { BUSINESS_TIME_ZONE } from "@/lib/business-time";
import { datePart } from "@/lib/dates";
import { env } from "@/lib/env";
import { catalogueFor } from "@/lib/i18n/catalogue";
import { localizedPath } from "@/lib/i18n/locale-path";
import type { Locale } from "@/lib/i18n/routing";
import { displayPrice } from "@/lib/prices";
import { localeAlternates } from "@/lib/page-metadata";

/** An absolute URL on this site for a path (`/media/…`, `/onlineCourseDetails/…`). */
function absoluteUrl(path: string): string {
  return new URL(path, `${env.SITE_URL}/`).toString();
}

const provider = { "@type": "Organization", name: "BrightWay Engineering", url: env.SITE_URL };

/** A description for search engines: the course description cut to about 160 characters. */
function metaDescription(text: string | null, fallback: string): string {
  const clean = (text ?? "").replace(/\s+/g, " ").trim() || fallback;
  return clean.length <= 160 ? clean : `${clean.slice(0, 157).trimEnd()}…`;
}

/** What a course's page and its JSON-LD both say of it. */
interface CourseSummary {
  name: string;
  description: string | null;
  imageUrl: string | null;
}

/**
 * The metadata of a course's details page (`path`, e.g. `/onlineCourseDetails/{id}`, without the
 * language) in `locale`: its name, the description cut for search engines (`fallback` when it has
 * none), the canonical address without any query (`/ar/…` in Arabic) with its language
 * alternates, and the Open Graph card with the cover.
 */
export function courseMetadata(
  course: CourseSummary,
  path: string,
  fallback: string,
  locale: Locale = "en",
): Metadata {
  const description = metaDescription(course.description, fallback);
  const alternates = localeAlternates(path, locale);
  return {
    title: course.name,
    description,
    alternates,
    openGraph: {
      title: course.name,
      description,
      url: localizedPath(locale, path),
      locale: locale === "ar" ? "ar_EG" : "en_US",
      ...(course.imageUrl
        ? {
            images: [
              {
                url: absoluteUrl(course.imageUrl),
                alt: catalogueFor(locale).coursePages.meta.coverAlt(course.name),
              },
            ],
          }
        : {}),
    },
  };
}

/** A course's "What you will learn" and "Requirements" (empty or absent: none). */
interface CourseOutlineLists {
  outcomes?: readonly string[];
  requirements?: readonly string[];
}

/**
 * What both kinds' `Course` start with: context, type, name, description, URL (the page in
 * `locale`), the page's language as `inLanguage`, image, provider, and the course's outcomes as
 * `teaches` and requirements as `coursePrerequisites` when it has them.
 */
function courseHead(
  locale: Locale,
  path: string,
  course: {
    name: string;
    description: string | null;
    imageUrl: string | null;
  } & CourseOutlineLists,
) {
  const url = absoluteUrl(localizedPath(locale, path));
  return {
    url,
    head: {
      "@context": "https://schema.org",
      "@type": "Course",
      name: course.name,
      description: metaDescription(course.description, course.name),
      url,
      inLanguage: locale,
      ...(course.imageUrl ? { image: absoluteUrl(course.imageUrl) } : {}),
      provider,
      ...(course.outcomes?.length ? { teaches: [...course.outcomes] } : {}),
      ...(course.requirements?.length ? { coursePrerequisites: [...course.requirements] } : {}),
    },
  };
}

/**
 * schema.org `Course` for an online course: one USD offer and a course instance with its dates
 * and, when the course has live sessions, one `Schedule` per session (`startDate`/`endDate` ISO
 * instants, `duration` ISO 8601, zone Africa/Cairo). Titles and times only: nothing private.
 * `locale`: the page's language (its URL and `inLanguage`).
 */
export function onlineCourseJsonLd(
  course: {
    id: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
    price: number;
    discount: number;
    hasDiscount: boolean;
    start: string;
    end: string;
    instructorName: string | null;
  } & CourseOutlineLists,
  sessions: readonly { title: string; startsAt: string; durationMinutes: number }[] = [],
  locale: Locale = "en",
): Record<string, unknown> {
  const { url, head } = courseHead(
    locale,
    hrefFor("/onlineCourseDetails/[id]", { id: course.id }),
    course,
  );
  return {
    ...head,
    offers: {
      "@type": "Offer",
      price: displayPrice(course.price, course).final,
      priceCurrency: "USD",
      category: "Paid",
      url,
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      ...(datePart(course.start) ? { startDate: datePart(course.start) } : {}),
      ...(datePart(course.end) ? { endDate: datePart(course.end) } : {}),
      ...(course.instructorName
        ? { instructor: { "@type": "Person", name: course.instructorName } }
        : {}),
      ...(sessions.length > 0
        ? {
            courseSchedule: sessions.map((session) => ({
              "@type": "Schedule",
              name: session.title,
              startDate: session.startsAt,
              endDate: new Date(
                new Date(session.startsAt).getTime() + session.durationMinutes * 60_000,
              ).toISOString(),
              duration: `PT${session.durationMinutes}M`,
              scheduleTimezone: BUSINESS_TIME_ZONE,
            })),
          }
        : {}),
    },
  };
}

/** schema.org `Course` for an on-demand course in `locale`: one EGP offer per package. */
export function onDemandCourseJsonLd(
  course: {
    id: string;
    name: string;
    description: string | null;
    imageUrl: string | null;
    discount: number;
    hasDiscount: boolean;
    hours: string;
    instructorName: string | null;
    packages: { name: string; durationMonths: number; price: number }[];
  } & CourseOutlineLists,
  locale: Locale = "en",
): Record<string, unknown> {
  const { url, head } = courseHead(
    locale,
    hrefFor("/onDemandCourseDetails/[id]", { id: course.id }),
    course,
  );
  const texts = catalogueFor(locale).coursePages.meta;
  return {
    ...head,
    offers: course.packages.map((pkg) => ({
      "@type": "Offer",
      name: texts.packageName(pkg.durationMonths),
      price: displayPrice(pkg.price, course).final,
      priceCurrency: "EGP",
      category: "Paid",
      url,
    })),
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: "Online",
      courseWorkload: /^\d+(\.\d+)?$/.test(course.hours.trim())
        ? `PT${course.hours.trim()}H`
        : undefined,
      ...(course.instructorName
        ? { instructor: { "@type": "Person", name: course.instructorName } }
        : {}),
    },
  };
}
