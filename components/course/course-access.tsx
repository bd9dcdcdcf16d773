import { hrefFor } from "@/lib/routes/manifest";
import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { PriceTag } from "@/components/course/price-tag";
import { buttonClassName } from "@/components/ui/button";
import { VideoPlayer } from "@/components/video-player";
import type { CourseEntitlement, VideoAccess } from "@/lib/entitlement";
import { getCatalogue } from "@/lib/i18n/server";
import type { OnDemandCourse } from "@/lib/upstream/types";

/**
 * The packages of an on-demand course: '{n} months Package', the EGP price (discounted when the
 * course has a discount) and, when `showBuy`, a Buy link to the payment page for that package.
 */
async function PackageList({ course, showBuy }: { course: OnDemandCourse; showBuy: boolean }) {
  const texts = (await getCatalogue()).coursePages;
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {course.packages.map((pkg) => {
        const label = texts.meta.packageName(pkg.durationMonths);
        return (
          <li
            key={pkg.id}
            className="flex flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5"
          >
            <h3 className="text-lg font-semibold text-slate-900">{label}</h3>
            <PriceTag price={pkg.price} currency="EGP" course={course} />
            {showBuy ? (
              <Link
                href={hrefFor("/payment", {}, { query: { course: course.id, package: pkg.id } })}
                className={buttonClassName("primary", "mt-auto")}
              >
                {texts.packages.buy}
                <span className="sr-only">{texts.packages.buyThe(label)}</span>
              </Link>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}

/**
 * The packages with Buy links for the current viewer: hidden when the viewer is already entitled
 * (an admin, or a student whose enrolment is active).
 */
export async function PackagesForViewer({
  course,
  entitlement,
}: {
  course: OnDemandCourse;
  entitlement: CourseEntitlement;
}) {
  const messages = await getCatalogue();
  return (
    <div className="flex flex-col gap-4">
      {entitlement.hasFailed ? (
        <InlineAlert message={messages.course.studentEnrollmentFailed} />
      ) : null}
      {entitlement.role === "Student" && entitlement.canWatch ? (
        <p
          role="status"
          className="rounded-md bg-emerald-50 px-4 py-3 text-sm font-medium text-emerald-900"
        >
          {messages.coursePages.packages.enrolled}
        </p>
      ) : null}
      {entitlement.isExpired ? (
        <p
          role="status"
          className="rounded-md bg-slate-100 px-4 py-3 text-sm font-medium text-slate-800"
        >
          {messages.coursePages.packages.ended}
        </p>
      ) : null}
      <PackageList course={course} showBuy={!entitlement.canWatch} />
    </div>
  );
}

/** The empty player frame: what shows before a video is chosen or while the player loads. */
export function PlayerPlaceholder({ text }: { text: string }) {
  return (
    <div className="flex aspect-video w-full items-center justify-center rounded-xl bg-slate-100 p-6 text-center text-slate-700">
      <p>{text}</p>
    </div>
  );
}

/**
 * The player for `?video={videoId}`, from `getVideoAccess`: only an entitled viewer gets the
 * player (and so the video's address); anyone else gets 'Please Buy The Course First'.
 */
export async function PlayerForViewer({ access }: { access: VideoAccess }) {
  const messages = await getCatalogue();
  const texts = messages.coursePages.player;
  switch (access.status) {
    case "playable":
      return (
        <div className="flex flex-col gap-2">
          <VideoPlayer src={access.embed.src} title={access.title} />
          <p className="text-sm text-slate-700">
            <span className="font-semibold">{texts.nowPlaying}</span> <bdi>{access.title}</bdi>
          </p>
        </div>
      );
    case "not-entitled":
      return (
        <div className="flex flex-col gap-3">
          <InlineAlert message={messages.course.buyFirst} />
          <PlayerPlaceholder text={texts.buyToWatch} />
        </div>
      );
    case "failed":
      return <InlineAlert message={messages.course.sectionVideosFailed} />;
    case "unplayable":
      return <PlayerPlaceholder text={texts.unplayable(access.title)} />;
    case "not-found":
      return <PlayerPlaceholder text={texts.notInCourse} />;
  }
}
