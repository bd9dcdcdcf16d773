import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import Link from "next/link";
import { notFound } from "next/navigation";
import { CourseDetailsHero, CourseFact, InstructorCard } from "@/components/course/course-parts";
import { courseMetadata, onlineCourseJsonLd } from "@/components/course/course-json-ld";
import { loadOnlineCourse } from "@/components/course/load-course";
import { PriceTag } from "@/components/course/price-tag";
import { JsonLd } from "@/components/json-ld";
import { buttonClassName } from "@/components/ui/button";
import { datePart, formatDate } from "@/lib/dates";

type Props = { params: Promise<{ id: string }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const { id } = await params;
  const loaded = await loadOnlineCourse(id);
  if (loaded.status !== "found") return { title: "Online course", robots: { index: false } };
  const { course } = loaded;
  return courseMetadata(
    course,
    `/onlineCourseDetails/${course.id}`,
    `${course.name}: a live online course.`,
  );
}

/** Spec §2 "Online course details": dates, USD price (with its discount), instructor and Buy. */
export default async function OnlineCourseDetailsPage({ params }: Props) {
  const { id } = await params;
  const loaded = await loadOnlineCourse(id);
  if (loaded.status === "missing") notFound();
  if (loaded.status === "failed") throw new PageUnavailableError("onlineCourseDetails");
  const { course } = loaded;
  const start = datePart(course.start);
  const end = datePart(course.end);

  return (
    <article className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <JsonLd data={onlineCourseJsonLd(course)} />
      <CourseDetailsHero course={course} listPath="/onlineCourses" listTitle="Online Courses">
        <dl className="grid grid-cols-2 gap-4 rounded-xl bg-slate-50 p-5 sm:grid-cols-3">
          <CourseFact label="Starts">
            {start ? <time dateTime={start}>{formatDate(course.start)}</time> : "To be announced"}
          </CourseFact>
          <CourseFact label="Ends">
            {end ? <time dateTime={end}>{formatDate(course.end)}</time> : "To be announced"}
          </CourseFact>
          {course.hours ? <CourseFact label="Lectures">{course.hours}</CourseFact> : null}
        </dl>
        <div className="flex flex-wrap items-center gap-4">
          <PriceTag price={course.price} currency="USD" course={course} />
          <Link
            href={`/payment?course=${encodeURIComponent(course.id)}`}
            className={buttonClassName("primary", "h-11 px-6")}
          >
            Buy
            <span className="sr-only"> {course.name}</span>
          </Link>
        </div>
      </CourseDetailsHero>
      <div className="mt-10">
        <InstructorCard course={course} />
      </div>
    </article>
  );
}
