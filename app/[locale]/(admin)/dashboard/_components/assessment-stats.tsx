import { Link } from "@/components/ui/link";
import { InlineAlert } from "@/components/course/inline-alert";
import { manageAssessmentPath, manageAssessmentsPath } from "@/lib/course-kinds";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { messages as english } from "@/lib/messages";
import type { AssessmentStats } from "@/lib/upstream/assessment-admin";

/** Longest prompt shown, in characters; a longer one is cut at a word and ends with "…". */
const PROMPT_CHARS = 90;

/** A question's prompt on one short line: spaces folded, cut at a word near `max` characters. */
export function shortenPrompt(prompt: string, max: number = PROMPT_CHARS): string {
  const flat = prompt.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max - 1);
  const atWord = cut.lastIndexOf(" ");
  return `${(atWord > max / 2 ? cut.slice(0, atWord) : cut).trimEnd()}…`;
}

/**
 * The dashboard's assessments: for each one with a submitted attempt, its course, the pass rate
 * (whole percent of the students who submitted one), how many students and attempts, and the
 * three questions most often missed ("missed 7 of 12"). `stats` null: the read failed. Texts
 * from `messages` (the page's catalogue; English by default).
 */
export function AssessmentStatsList({
  stats,
  messages = english,
}: {
  stats: AssessmentStats[] | null;
  messages?: Catalogue;
}) {
  const text = messages.assessmentAdmin;
  if (stats === null) return <InlineAlert message={text.statsFailed} />;
  if (stats.length === 0) return <p className="text-slate-700">{text.statsNone}</p>;
  return (
    <ul className="grid gap-3 md:grid-cols-2">
      {stats.map((row) => (
        <li
          key={row.assessmentId}
          className="min-w-0 rounded-xl border border-slate-200 bg-white p-4"
        >
          <p className="font-semibold break-words text-slate-900">
            <Link
              href={manageAssessmentPath(row.courseId, row.assessmentId)}
              className="text-brand-700 underline"
            >
              <bdi>{row.title}</bdi>
            </Link>
          </p>
          <p className="text-sm break-words text-slate-700">
            <Link href={manageAssessmentsPath(row.courseId)} className="underline">
              <bdi>{row.courseName}</bdi>
            </Link>
          </p>
          <p className="mt-2 text-2xl font-bold text-slate-900 tabular-nums">
            {text.statsPassRate(row.passRate)}
          </p>
          <p className="text-sm text-slate-700">{text.statsCounts(row.students, row.attempts)}</p>
          <h3 className="mt-3 text-sm font-semibold text-slate-800">{text.statsMostMissed}</h3>
          {row.mostMissed.length === 0 ? (
            <p className="text-sm text-slate-700">{text.statsNoneMissed}</p>
          ) : (
            <ol className="mt-1 space-y-1 text-sm text-slate-800">
              {row.mostMissed.map((question) => (
                <li key={question.questionId} className="break-words">
                  <bdi title={question.prompt}>{shortenPrompt(question.prompt)}</bdi>{" "}
                  <span className="whitespace-nowrap font-semibold text-amber-800">
                    ({text.statsMissed(question.missed, question.answered)})
                  </span>
                </li>
              ))}
            </ol>
          )}
        </li>
      ))}
    </ul>
  );
}
