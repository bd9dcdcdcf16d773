import { CourseCard } from "@/components/course-card";

/** A list page's grid of course cards; the first card's image is the page's LCP element. */
export function CourseGrid({
  courses,
}: {
  courses: { id: string; name: string; imageUrl: string | null; packages?: unknown[] }[];
}) {
  return (
    <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {courses.map((course, index) => (
        <li key={course.id}>
          <CourseCard course={course} preload={index === 0} />
        </li>
      ))}
    </ul>
  );
}

/** The frame of a course list page: one h1, an intro line, then the list or its message. */
export function CourseListFrame({ title, intro, children }: { title: string; intro: string; children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <p className="mt-3 max-w-3xl text-slate-700">{intro}</p>
      {children}
    </div>
  );
}

/** The empty-list text of a course list (spec §2). */
export function EmptyCourses({ message }: { message: string }) {
  return <p className="mt-10 rounded-lg bg-slate-50 px-4 py-10 text-center text-lg text-slate-700">{message}</p>;
}
