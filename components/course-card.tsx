import Link from "next/link";
import type { ReactNode } from "react";
import { CoverImage } from "@/components/ui/cover-image";
import { LinkPending } from "@/components/ui/link-pending";

/** Where a course card leads (spec §2): on-demand details when the course has packages, else online details. */
function courseDetailsHref(course: { id: string; packages?: unknown[] }): string {
  const id = encodeURIComponent(course.id);
  return course.packages && course.packages.length > 0 ? `/onDemandCourseDetails/${id}` : `/onlineCourseDetails/${id}`;
}

/** The placeholder shown when a course has no image. */
export function CourseImagePlaceholder() {
  return (
    <div className="flex size-full items-center justify-center bg-gradient-to-br from-brand-50 to-brand-100 text-brand-700">
      <svg aria-hidden="true" viewBox="0 0 24 24" className="size-12" fill="none" stroke="currentColor" strokeWidth="1.5">
        <path d="M3 21h18M5 21V9l7-5 7 5v12M9 21v-6h6v6" strokeLinecap="round" strokeLinejoin="round" />
      </svg>
    </div>
  );
}

/**
 * A course in a list: its image (or a placeholder) and name, the whole card one link to the
 * course's details. The image's alt text is empty because the name right below it is the link's
 * text (an alt repeating it would be read twice). `preload` marks the LCP image (the first card).
 * A spinner shows over the image while the details page loads. `status` (e.g. "Enrolled" for the
 * signed-in student's own course) shows under the name; nothing shows when it is null.
 */
export function CourseCard({
  course,
  preload = false,
  status = null,
}: {
  course: { id: string; name: string; imageUrl: string | null; packages?: unknown[] };
  preload?: boolean;
  status?: ReactNode;
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
        placeholder={<CourseImagePlaceholder />}
      >
        <LinkPending className="absolute top-3 right-3 rounded-full bg-white/90 p-1.5 shadow" />
      </CoverImage>
      <h2 className="p-4 text-lg font-semibold text-slate-900 group-hover:text-brand-800 group-hover:underline">
        {course.name}
      </h2>
      {status}
    </Link>
  );
}
