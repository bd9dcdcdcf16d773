import type { Route } from "next";
import Image from "next/image";
import type { ReactNode } from "react";
import { DetailsHero } from "@/components/details-hero";
import { ImagePlaceholder } from "@/components/image-placeholder";
import { CoverImage } from "@/components/ui/cover-image";
import { CheckIcon } from "@/components/ui/icons";
import { getCatalogue } from "@/lib/i18n/server";

/** The course image at the top of a details page (the page's LCP image, preloaded). */
async function CourseHeroImage({ imageUrl, name }: { imageUrl: string | null; name: string }) {
  const messages = await getCatalogue();
  return (
    <CoverImage
      src={imageUrl}
      alt={messages.coursePages.meta.coverAlt(name)}
      sizes="(min-width: 1024px) 480px, 100vw"
      preload
      className="aspect-[16/9] overflow-hidden rounded-xl"
      placeholder={<ImagePlaceholder of="course" />}
    />
  );
}

/** The instructor block of a details page: photo, name and description. */
export async function InstructorCard({
  course: {
    instructorName: name,
    instructorDescription: description,
    instructorImageUrl: imageUrl,
  },
}: {
  course: {
    instructorName: string | null;
    instructorDescription: string | null;
    instructorImageUrl: string | null;
  };
}) {
  if (!name && !description && !imageUrl) return null;
  const texts = (await getCatalogue()).coursePages.hero;
  return (
    <section
      aria-labelledby="instructor-title"
      className="rounded-xl border border-slate-200 bg-white p-6"
    >
      <h2 id="instructor-title" className="text-xl font-bold text-slate-900">
        {texts.instructor}
      </h2>
      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        {imageUrl ? (
          <Image
            src={imageUrl}
            alt={name ? texts.photoOf(name) : texts.photoOfInstructor}
            width={112}
            height={112}
            className="size-28 shrink-0 rounded-full object-cover"
          />
        ) : null}
        <div>
          {name ? (
            <p className="text-lg font-semibold text-slate-900">
              <bdi>{name}</bdi>
            </p>
          ) : null}
          {description ? (
            <p dir="auto" className="mt-2 leading-7 text-slate-700">
              {description}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}

/** A labelled fact of a course (hours, dates). */
export function CourseFact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-sm font-medium text-slate-600">{label}</dt>
      <dd className="mt-1 font-semibold text-slate-900">{children}</dd>
    </div>
  );
}

/** One short list of a course's outline under its heading; nothing when it is empty. */
function OutlineList({
  id,
  title,
  items,
  isChecklist,
}: {
  id: string;
  title: string;
  items: readonly string[];
  /** Outcomes: a check before each item; requirements: a plain bullet. */
  isChecklist: boolean;
}) {
  if (items.length === 0) return null;
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      <ul
        className={
          isChecklist
            ? "mt-2 flex flex-col gap-1.5 text-slate-700"
            : "mt-2 flex list-disc flex-col gap-1.5 ps-5 text-slate-700 marker:text-slate-500"
        }
      >
        {items.map((item, index) => (
          <li key={index} className={isChecklist ? "flex gap-2" : undefined}>
            {isChecklist ? <CheckIcon className="mt-1 size-4 shrink-0 text-emerald-700" /> : null}
            <span dir="auto" className="min-w-0 break-words">
              {item}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}

/**
 * A course's "What you will learn" and "Requirements", each a short list under its heading; an
 * empty list shows nothing (a legacy upstream has neither).
 */
export async function CourseOutline({
  course,
}: {
  course: { outcomes: readonly string[]; requirements: readonly string[] };
}) {
  if (course.outcomes.length === 0 && course.requirements.length === 0) return null;
  const messages = await getCatalogue();
  return (
    <div className="flex flex-col gap-5">
      <OutlineList
        id="outcomes-title"
        title={messages.courseOutline.outcomes}
        items={course.outcomes}
        isChecklist
      />
      <OutlineList
        id="requirements-title"
        title={messages.courseOutline.requirements}
        items={course.requirements}
        isChecklist={false}
      />
    </div>
  );
}

/**
 * The top of a course's page: {@link DetailsHero} with the course's name, description, its
 * "What you will learn" and "Requirements" under the description ({@link CourseOutline}), and its
 * cover.
 */
export function CourseDetailsHero({
  course,
  listPath,
  listTitle,
  children,
}: {
  course: {
    name: string;
    description: string | null;
    imageUrl: string | null;
    outcomes: readonly string[];
    requirements: readonly string[];
  };
  listPath: Route;
  listTitle: string;
  /** The facts, price and Buy beside the cover. */
  children: ReactNode;
}) {
  return (
    <DetailsHero
      listPath={listPath}
      listTitle={listTitle}
      title={course.name}
      description={course.description}
      image={<CourseHeroImage imageUrl={course.imageUrl} name={course.name} />}
    >
      <CourseOutline course={course} />
      {children}
    </DetailsHero>
  );
}
