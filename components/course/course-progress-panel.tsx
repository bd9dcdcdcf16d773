import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { ProgressBar } from "@/components/course/progress-bar";
import { buttonClassName } from "@/components/ui/button";
import { formatBusinessDateTime } from "@/lib/business-time";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { certificatePath, certificatePdfPath, type ListedVideo } from "@/lib/progress/view";
import type { CourseProgress } from "@/lib/upstream/progress";

/** Links to a certificate's PDF and its public verification page. */
export async function CertificateLinks({ code, courseName }: { code: string; courseName: string }) {
  const texts = (await getCatalogue()).coursePages.progress;
  return (
    <div className="flex flex-wrap gap-3">
      <a href={certificatePdfPath(code)} className={buttonClassName("primary")} download>
        {texts.downloadCertificate}
        <span className="sr-only">{texts.forCourse(courseName)}</span>
      </a>
      <Link href={certificatePath(code)} className={buttonClassName("secondary")}>
        {texts.verificationPage}
        <span className="sr-only">{texts.ofCertificateFor(courseName)}</span>
      </Link>
    </div>
  );
}

/**
 * The student's own progress in a course, above the player: the course's progress bar, how many
 * videos are done, "Continue" to the first video not done, and at 100% the certificate's PDF
 * and verification page. When access has ended the progress stays visible and a note says that
 * nothing new is recorded. `continueHref` is the address of `continueVideo` (the caller knows
 * the course page's URL scheme).
 */
export async function CourseProgressPanel({
  courseName,
  progress,
  continueVideo,
  continueHref,
}: {
  courseName: string;
  progress: CourseProgress;
  continueVideo: ListedVideo | null;
  continueHref: Route | null;
}) {
  const isComplete = progress.totalVideos > 0 && progress.percent === 100;
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const texts = messages.coursePages.progress;
  return (
    <section
      aria-labelledby="progress-title"
      className="mt-12 flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id="progress-title" className="text-2xl font-bold text-slate-900">
          {texts.heading}
        </h2>
        <p className="text-sm text-slate-700">
          {texts.videosDone(progress.completedVideos, progress.totalVideos)}
          {progress.lastActivityAt
            ? texts.lastActivity(formatBusinessDateTime(progress.lastActivityAt, { locale }))
            : null}
        </p>
      </div>
      <ProgressBar value={progress.percent} label={texts.courseProgress} />
      {!progress.canRecord ? (
        <p role="status" className="rounded-md bg-slate-100 px-4 py-3 text-sm text-slate-800">
          {messages.progress.accessEnded}
        </p>
      ) : null}
      {isComplete && progress.certificate ? (
        <div className="flex flex-col gap-3">
          <p className="font-semibold text-emerald-900">{messages.progress.courseComplete}</p>
          <CertificateLinks code={progress.certificate.code} courseName={courseName} />
        </div>
      ) : continueVideo && continueHref && progress.canRecord ? (
        <div>
          <Link href={continueHref} className={buttonClassName("primary")}>
            {texts.continue}
            <span className="sr-only">: {continueVideo.title}</span>
          </Link>
        </div>
      ) : null}
    </section>
  );
}
