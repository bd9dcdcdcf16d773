import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import type { ReactNode } from "react";
import { CoverImage } from "@/components/ui/cover-image";
import { LinkPending } from "@/components/ui/link-pending";
import { courseRun } from "@/lib/business-time";
import { datePart, formatDate } from "@/lib/dates";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { displayPrice, formatPrice } from "@/lib/prices";
import type { OnDemandCourse, OnlineCourse } from "@/lib/upstream/types";
import { ImagePlaceholder } from "@/components/image-placeholder";

/**
 * What a course card is given: the public list data only (the card sits in the visitors' stored
 * page, so it reads no session, no clock and nothing more from the upstream). An on-demand course
 * carries its packages (EGP), an online course its USD price, start and end.
 */
export type CardCourse = Pick<
  OnDemandCourse,
  "id" | "name" | "imageUrl" | "discount" | "hasDiscount" | "hours"
> &
  (Pick<OnDemandCourse, "packages"> | Pick<OnlineCourse, "price" | "start" | "end">);

/** Where a course card leads (spec §2): on-demand details when the course has packages, else online details. */
function courseDetailsHref(course: CardCourse): Route {
  const { id } = course;
  return "packages" in course && course.packages.length > 0
    ? hrefFor("/onDemandCourseDetails/[id]", { id })
    : hrefFor("/onlineCourseDetails/[id]", { id });
}

/** A course's length for a card: "32 h" for a number of hours, other stored text as it is. */
function hoursText(hours: string, unit: (hours: string) => string): string {
  const trimmed = hours.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? unit(trimmed) : trimmed;
}

/**
 * "In progress" for an online course running on `today` (`YYYY-MM-DD` in Cairo: from its start
 * day to its end day); nothing otherwise, or without `today`.
 */
export async function CourseRunMark({
  course,
  today,
}: {
  course: Pick<OnlineCourse, "start" | "end">;
  today: string | null;
}) {
  if (!today || courseRun(course, today) !== "in-progress") return null;
  const messages = await getCatalogue();
  return (
    <p className="inline-flex self-start rounded-full bg-amber-50 px-3 py-1 text-sm font-semibold text-amber-900">
      {messages.liveStatus.courseInProgress}
    </p>
  );
}

/**
 * The line under a card's name: on-demand "from {lowest package price after the course's
 * discount} EGP · {hours} h" (nothing without packages: there is no price to start from); online
 * "{start date} · ${price after discount}", the date as the details page writes it.
 */
async function CourseCardFacts({ course }: { course: CardCourse }) {
  const [{ publicPages }, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const texts = publicPages.courseCard;
  const className = "text-sm text-slate-700";
  const price = "font-semibold text-slate-900";
  if ("packages" in course) {
    if (course.packages.length === 0) return null;
    const lowest = Math.min(...course.packages.map((pkg) => displayPrice(pkg.price, course).final));
    const hours = hoursText(course.hours, texts.hours);
    return (
      <p className={className}>
        {texts.from} <bdi className={price}>{formatPrice(lowest, "EGP", locale)}</bdi>
        {hours ? ` · ${hours}` : null}
      </p>
    );
  }
  const start = datePart(course.start);
  return (
    <p className={className}>
      {start ? (
        <time dateTime={start}>{formatDate(course.start, locale)}</time>
      ) : (
        texts.toBeAnnounced
      )}
      {" · "}
      <bdi className={price}>
        {formatPrice(displayPrice(course.price, course).final, "USD", locale)}
      </bdi>
    </p>
  );
}

/**
 * A course in a list: its image (or a placeholder), its name and under it what it costs (and its
 * length or start, {@link CourseCardFacts}), the whole card one link to the course's details. The
 * image's alt text is empty because the name right below it is the link's text (an alt repeating
 * it would be read twice). `preload` marks the LCP image (the first card). A spinner shows over
 * the image while the details page loads. An online course running on `today` (Cairo) says "In
 * progress" ({@link CourseRunMark}). `status` (e.g. "Enrolled" for the signed-in student's own
 * course) shows under the name; nothing shows when it is null.
 */
export function CourseCard({
  course,
  preload = false,
  status = null,
  today = null,
}: {
  course: CardCourse;
  preload?: boolean;
  status?: ReactNode;
  /** Today in Cairo (`YYYY-MM-DD`), given by the page from a cached read (the card reads no clock). */
  today?: string | null;
}) {
  return (
    <Link
      href={courseDetailsHref(course)}
      className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md"
    >
      <CoverImage
        src={course.imageUrl}
        alt=""
        preload={preload}
        className="aspect-[16/9]"
        placeholder={<ImagePlaceholder of="course" />}
      >
        <LinkPending className="absolute top-3 end-3 rounded-full bg-white/90 p-1.5 shadow" />
      </CoverImage>
      <div className="flex flex-col gap-1 p-4">
        <h2 className="text-lg font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
          {course.name}
        </h2>
        <CourseCardFacts course={course} />
        {"packages" in course ? null : <CourseRunMark course={course} today={today} />}
      </div>
      {status}
    </Link>
  );
}
