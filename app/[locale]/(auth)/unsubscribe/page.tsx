import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { readFormFlash } from "@/lib/actions/form-flash";
import { StopRemindersForm } from "./stop-reminders-form";
import { flagParam, parseSearchParams, textParam } from "@/lib/search-params";
import { getCatalogue } from "@/lib/i18n/server";
import { resolveRenderMode } from "@/lib/render-mode";

type Props = PageProps<"/[locale]/unsubscribe">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const { unsubscribe } = (await getCatalogue()).publicPages;
  return {
    title: unsubscribe.title,
    description: unsubscribe.description,
    // A per-user link with a signed token: never indexed.
    robots: { index: false, follow: false },
  };
}

/**
 * The page of a reminder e-mail's "stop" link: one button stops reminders, class messages and
 * schedule changes alike (upstream extension, one opt-out).
 */
export default async function UnsubscribePage({ params, searchParams }: Props) {
  await resolveRenderMode(params);
  const { unsubscribe: texts } = (await getCatalogue()).publicPages;
  const { token, stopped: isStopped } = parseSearchParams(await searchParams, {
    token: textParam,
    stopped: flagParam,
  });
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <h1 className="text-2xl font-bold text-brand-900">{texts.title}</h1>
      {isStopped ? (
        <p
          role="status"
          className="mt-6 rounded-md bg-emerald-50 px-3 py-2 text-sm text-emerald-900"
        >
          {texts.stopped}
        </p>
      ) : token ? (
        <div className="mt-6 space-y-4">
          <p className="text-sm text-slate-700">{texts.question}</p>
          <StopRemindersForm
            token={token}
            initialResult={await readFormFlash("/unsubscribe")}
            texts={{ saving: texts.saving, stop: texts.stop }}
          />
        </div>
      ) : (
        <p className="mt-6 rounded-md bg-amber-50 px-3 py-2 text-sm text-amber-900">
          {texts.invalidLink}
        </p>
      )}
      <Link
        href="/"
        className="mt-6 inline-block font-semibold text-brand-700 underline-offset-4 hover:underline"
      >
        {texts.backHome}
      </Link>
    </div>
  );
}
