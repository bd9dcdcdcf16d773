import { ClassMessageList } from "@/components/course/class-messages";
import { InlineAlert } from "@/components/course/inline-alert";
import { formatBusinessDateTime } from "@/lib/business-time";
import type { ClassMessagesView } from "@/lib/class-messages/read";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { ClassMessageDialog } from "./class-message-dialog";

/**
 * "Messages to the class" on the Class List of a live course and on Manage Enrollments of an
 * on-demand one: "Message the class" (the dialog, which says how many students a message will
 * reach) and the messages sent, newest first, each with when and to how many. Nothing on an
 * upstream without class messages; when the list could not be read, the failure and the dialog
 * still (it then cannot say how many).
 */
export async function ClassMessagesPanel({
  courseId,
  courseName,
  view,
  action,
}: {
  courseId: string;
  courseName: string;
  view: ClassMessagesView;
  action: Parameters<typeof ClassMessageDialog>[0]["action"];
}) {
  if (view.status === "hidden") return null;
  const [locale, messages] = await Promise.all([getRequestLocale(), getCatalogue()]);
  const texts = messages.classMessages;
  const data = view.status === "shown" ? view.messages : null;
  return (
    <section aria-labelledby="class-messages-heading" className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="class-messages-heading" className="text-lg font-semibold text-slate-900">
          {texts.heading}
        </h2>
        <ClassMessageDialog
          courseId={courseId}
          courseName={courseName}
          audience={data?.audience ?? null}
          action={action}
        />
      </div>
      {data === null ? (
        <InlineAlert message={texts.readFailed} toast={false} />
      ) : data.messages.length === 0 ? (
        <p className="text-sm text-slate-600">{texts.none}</p>
      ) : (
        <ClassMessageList
          items={data.messages.map((message) => ({
            id: message.id,
            subject: message.subject,
            body: message.body,
            meta: texts.sentOn(
              formatBusinessDateTime(message.createdAt, { locale }),
              message.recipients ?? 0,
            ),
          }))}
        />
      )}
    </section>
  );
}
