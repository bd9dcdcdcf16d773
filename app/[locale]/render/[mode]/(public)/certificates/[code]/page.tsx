import { hrefFor } from "@/lib/routes/manifest";
import { PageUnavailableError } from "@/lib/page-failure";
import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { ItemNotFound } from "@/components/not-found-content";
import { resolveRenderMode } from "@/lib/render-mode";
import { buttonClassName } from "@/components/ui/button";
import { formatDate } from "@/lib/dates";
import { env } from "@/lib/env";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/page-metadata";
import { CERTIFICATE_ISSUER, certificatePath, certificatePdfPath } from "@/lib/progress/view";
import { linkedInAddToProfileUrl } from "@/lib/progress/linkedin";
import { loadCertificate } from "./load-certificate";
import { CheckIcon } from "@/components/ui/icons";

type Props = PageProps<"/[locale]/render/[mode]/certificates/[code]">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const { code } = await params;
  const load = await loadCertificate(code);
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const texts = messages.publicPages.certificate;
  if (load.status !== "found") return { title: texts.fallbackTitle, robots: { index: false } };
  const { certificate } = load;
  return pageMetadata({
    title: texts.title(certificate.code.toUpperCase()),
    description: texts.description(
      certificate.studentName,
      certificate.courseName,
      CERTIFICATE_ISSUER,
    ),
    path: certificatePath(certificate.code),
    locale,
  });
}

/** A phrase ("passed the final exam with 80 %") as a fact of its own: "Passed …". */
function capitalised(phrase: string): string {
  return `${phrase[0]!.toUpperCase()}${phrase.slice(1)}`;
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex flex-col gap-1 border-b border-slate-100 py-3 sm:flex-row sm:gap-6">
      <dt className="w-40 shrink-0 text-sm font-semibold text-slate-600">{label}</dt>
      <dd className="text-slate-900">{children}</dd>
    </div>
  );
}

/**
 * The public verification page of a certificate of completion: server-rendered and
 * indexable, it states the certificate's facts (the printed name, course, package, hours, dates,
 * code; for a live course, "Attended N of M live sessions" instead of the package; "Passed the
 * final exam with N %" when the certificate required a final exam) and nothing else of the
 * student, with its PDF and "Add to LinkedIn" (LinkedIn's add-to-profile form, filled in, in a new
 * tab). Both are shown to every viewer: the page is the same document for all (it is the holder
 * who will use them, and LinkedIn adds to the profile of whoever is signed in there, after they
 * confirm). Unknown codes are a 404.
 */
export default async function CertificatePage({ params }: Props) {
  const mode = await resolveRenderMode(params);
  const { code } = await params;
  const load = await loadCertificate(code);
  if (load.status === "missing") return <ItemNotFound mode={mode} />;
  if (load.status === "failed") throw new PageUnavailableError("certificates");
  const { certificate } = load;
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const texts = messages.publicPages.certificate;
  const linkedIn = linkedInAddToProfileUrl(
    certificate,
    `${env.SITE_URL}${certificatePath(certificate.code)}`,
  );
  // A live course's certificate says how many live sessions were attended where an on-demand
  // course's names the package, and points to the online course's page.
  const attendance = certificate.liveAttendance
    ? texts.attended(certificate.liveAttendance.attended, certificate.liveAttendance.total)
    : null;
  const coursePath = hrefFor(
    attendance ? "/onlineCourseDetails/[id]" : "/onDemandCourseDetails/[id]",
    {
      id: certificate.courseId,
    },
  );
  return (
    <article className="mx-auto max-w-3xl px-4 py-10 sm:py-14">
      <p className="text-sm font-semibold tracking-wide text-brand-800 uppercase">
        {CERTIFICATE_ISSUER}
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
        {texts.heading}
      </h1>
      <p
        role="status"
        className="mt-6 flex items-center gap-2 rounded-md bg-emerald-50 px-4 py-3 font-medium text-emerald-900"
      >
        <CheckIcon className="size-5 shrink-0" />
        {texts.verified(CERTIFICATE_ISSUER)}
      </p>
      <dl className="mt-6">
        <Fact label={texts.awardedTo}>
          {/* A name in Arabic (or mixing scripts) keeps its own direction inside the English page. */}
          <bdi>{certificate.studentName}</bdi>
        </Fact>
        <Fact label={texts.course}>
          <Link href={coursePath} className="underline hover:text-brand-800">
            <bdi>{certificate.courseName}</bdi>
          </Link>
        </Fact>
        {attendance ? (
          <Fact label={texts.attendance}>{attendance}</Fact>
        ) : certificate.packageName ? (
          <Fact label={texts.package}>
            <bdi>{certificate.packageName}</bdi>
          </Fact>
        ) : null}
        {certificate.courseHours ? (
          <Fact label={texts.courseLength}>{texts.hours(certificate.courseHours)}</Fact>
        ) : null}
        {certificate.finalExamPercent !== null ? (
          <Fact label={texts.finalExam}>
            {capitalised(messages.watch.finalExamPassed(certificate.finalExamPercent))}
          </Fact>
        ) : null}
        <Fact label={texts.completedOn}>{formatDate(certificate.completedAt, locale)}</Fact>
        <Fact label={texts.issuedOn}>{formatDate(certificate.issuedAt, locale)}</Fact>
        <Fact label={texts.code}>
          <span dir="ltr" className="font-mono">
            {certificate.code.toUpperCase()}
          </span>
        </Fact>
      </dl>
      <div className="mt-8 flex flex-wrap gap-3">
        <a
          href={certificatePdfPath(certificate.code, locale)}
          className={buttonClassName("secondary")}
          download
        >
          {texts.downloadPdf}
        </a>
        {linkedIn ? (
          // A link, not a form: the CSP's form-action allows only this site. No referrer and no
          // opener go to LinkedIn.
          <a
            href={linkedIn}
            target="_blank"
            rel="noopener noreferrer"
            className={buttonClassName("secondary")}
          >
            {messages.certificateNotice.addToLinkedIn}
            <span className="sr-only"> {messages.certificateNotice.opensInNewTab}</span>
          </a>
        ) : null}
      </div>
    </article>
  );
}

/** Nothing ahead: each certificate's shared document is stored at its first request (`lib/render-mode.ts`). */
export { noCodesAhead as generateStaticParams } from "@/lib/render-mode";
