import { InlineAlert } from "@/components/course/inline-alert";
import { formatBusinessDateTime } from "@/lib/business-time";
import type { ClassMessagesView } from "@/lib/class-messages/read";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";

/** How many messages stand open; the older ones wait under "Earlier messages (n)". */
const SHOWN_OPEN = 3;

/** One message as a list shows it: `meta` says when (and, for the owner, to how many). */
export interface ClassMessageItem {
  id: string;
  subject: string;
  /** Plain text with `\n` line breaks: shown as written, never as HTML or links. */
  body: string;
  meta: string;
}

function MessageCard({ item }: { item: ClassMessageItem }) {
  return (
    <article className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 className="font-semibold break-words text-slate-900">
        <bdi>{item.subject}</bdi>
      </h3>
      <p className="mt-1 text-xs text-slate-600">{item.meta}</p>
      <p dir="auto" className="mt-3 text-sm whitespace-pre-wrap break-words text-slate-800">
        {item.body}
      </p>
    </article>
  );
}

/**
 * A course's messages, newest first: the latest three open, the older ones in a disclosure that
 * works without JavaScript. Texts are rendered as text (React escapes them): an address in a
 * message stays words, never a link.
 */
export async function ClassMessageList({ items }: { items: readonly ClassMessageItem[] }) {
  const texts = (await getCatalogue()).classMessages;
  const open = items.slice(0, SHOWN_OPEN);
  const earlier = items.slice(SHOWN_OPEN);
  return (
    <div className="space-y-4">
      <ol className="space-y-4">
        {open.map((item) => (
          <li key={item.id}>
            <MessageCard item={item} />
          </li>
        ))}
      </ol>
      {earlier.length > 0 ? (
        <details className="rounded-xl border border-slate-200 bg-slate-50 p-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-700">
            {texts.earlier(earlier.length)}
          </summary>
          <ol className="mt-4 space-y-4">
            {earlier.map((item) => (
              <li key={item.id}>
                <MessageCard item={item} />
              </li>
            ))}
          </ol>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The course page's "Messages to the class" (`#class-messages`, where the e-mails link), for an
 * enrolled student or an admin: read per request with their token (`getViewerClassMessages`),
 * never part of the page visitors share. Nothing when hidden or when no message was written.
 */
export async function ClassMessagesSection({ view }: { view: ClassMessagesView }) {
  if (view.status === "hidden") return null;
  if (view.status === "shown" && view.messages.messages.length === 0) return null;
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const texts = messages.classMessages;
  return (
    <section
      id="class-messages"
      aria-labelledby="class-messages-title"
      className="mt-12 scroll-mt-6"
    >
      <h2 id="class-messages-title" className="text-2xl font-bold text-slate-900">
        {texts.heading}
      </h2>
      <div className="mt-5 max-w-3xl">
        {view.status === "failed" ? (
          <InlineAlert message={texts.readFailed} toast={false} />
        ) : (
          <ClassMessageList
            items={view.messages.messages.map((message) => ({
              id: message.id,
              subject: message.subject,
              body: message.body,
              meta: texts.postedOn(formatBusinessDateTime(message.createdAt, { locale })),
            }))}
          />
        )}
      </div>
    </section>
  );
}
