import { Suspense, type ComponentType } from "react";
import { LoadingSpinner } from "@/components/course/loading-spinner";
import type { EnrolledViewProps } from "@/components/student/enrolled-list";
import { requireStudent } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * The page of a student's own enrolments (spec §2 "Enrolled courses", "Enrolled products"):
 * students only (`requireStudent(path)` redirects anyone else), the title, then `List` for the
 * session's own id under a Suspense boundary.
 */
export async function EnrolledPage({
  path,
  title,
  List,
}: {
  /** The page's own path, where login sends the student back. */
  path: string;
  title: string;
  List: ComponentType<EnrolledViewProps>;
}) {
  const session = await requireStudent(path);
  const messages = await getCatalogue();
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-8">
        <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
          <List session={session} studentId={session.userId} />
        </Suspense>
      </div>
    </div>
  );
}
