import {
  readStatusList,
  StatusListFrame,
} from "@/app/[locale]/(admin)/_components/status-list-frame";
import type { Metadata } from "next";
import { formatBusinessDateTime } from "@/lib/business-time";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { Locale } from "@/lib/i18n/routing";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { oneOfParam } from "@/lib/search-params";
import { mailtoHref } from "@/lib/validation/email";
import {
  hasEnquiries,
  listEnquiries,
  type Enquiry,
  type EnquiryFilter,
} from "@/lib/upstream/enquiries";
import { updateEnquiryAction } from "./actions";
import { EnquiryEditor } from "./_components/enquiry-editor";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.enquiries.title, robots: { index: false } };
}

type Props = PageProps<"/[locale]/manageEnquiries">;

const basePath = "/manageEnquiries";

/** The status filters, in this order. */
const filterOrder: readonly EnquiryFilter[] = ["new", "answered", "all"];

/** The page's texts and language, for each enquiry. */
interface Texts {
  text: Catalogue["adminPages"]["enquiries"];
  /** The stored project types (the upstream's English values) as the enquiry form shows them. */
  projectTypes: Catalogue["publicPages"]["consultancy"]["enquiry"]["projectTypes"];
  locale: Locale;
}

/** `?status=`: the list shown; anything else is the new enquiries. */
const statusParam = oneOfParam(["new", "answered", "all"] as const, "new");

/** The sender's address as a `mailto:` link, encoded; as plain text when it is not strictly valid. */
function EmailLink({ address }: { address: string }) {
  const href = mailtoHref(address);
  if (!href) return <span>{address}</span>;
  return (
    <a href={href} className="font-semibold text-brand-800 underline">
      {address}
    </a>
  );
}

function EnquiryItem({ enquiry, text, projectTypes, locale }: Texts & { enquiry: Enquiry }) {
  const isNew = enquiry.status === "new";
  return (
    <li className="grid gap-5 rounded-xl border border-slate-200 bg-white p-5 lg:grid-cols-[minmax(0,1.4fr)_minmax(0,1fr)]">
      <div className="min-w-0 space-y-2">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-semibold text-slate-900">
            <bdi>{enquiry.name}</bdi>
          </h2>
          <span
            className={`rounded-full px-2 py-0.5 text-xs font-semibold ${isNew ? "bg-amber-100 text-amber-900" : "bg-green-100 text-green-800"}`}
          >
            {isNew ? text.new : text.answered}
          </span>
        </div>
        <dl className="grid grid-cols-[7rem_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          <dt className="text-slate-600">{text.email}</dt>
          <dd className="break-all">
            <bdi dir="ltr">
              <EmailLink address={enquiry.email} />
            </bdi>
          </dd>
          {enquiry.phone ? (
            <>
              <dt className="text-slate-600">{text.phone}</dt>
              <dd>
                <a href={`tel:${enquiry.phone.replace(/[^+\d]/g, "")}`} className="underline">
                  <bdi dir="ltr">{enquiry.phone}</bdi>
                </a>
              </dd>
            </>
          ) : null}
          {enquiry.company ? (
            <>
              <dt className="text-slate-600">{text.company}</dt>
              <dd>
                <bdi>{enquiry.company}</bdi>
              </dd>
            </>
          ) : null}
          <dt className="text-slate-600">{text.projectType}</dt>
          <dd>
            <bdi>
              {(projectTypes as Record<string, string>)[enquiry.projectType] ?? enquiry.projectType}
            </bdi>
          </dd>
          <dt className="text-slate-600">{text.received}</dt>
          <dd>
            <time dateTime={enquiry.createdAt}>
              {formatBusinessDateTime(enquiry.createdAt, { locale })}
            </time>
          </dd>
          {enquiry.answeredAt ? (
            <>
              <dt className="text-slate-600">{text.answeredAt}</dt>
              <dd>
                <time dateTime={enquiry.answeredAt}>
                  {formatBusinessDateTime(enquiry.answeredAt, { locale })}
                </time>
              </dd>
            </>
          ) : null}
        </dl>
        <p
          dir="auto"
          className="rounded-md bg-slate-50 p-3 text-sm leading-6 whitespace-pre-line text-slate-800"
        >
          {enquiry.message}
        </p>
      </div>
      <EnquiryEditor
        enquiryId={enquiry.id}
        from={enquiry.name}
        status={enquiry.status}
        note={enquiry.note}
        saveAction={updateEnquiryAction}
      />
    </li>
  );
}

/**
 * Enquiries (extension "Consultancy enquiries"): what visitors sent from the consultancy page,
 * newest first, the new ones by default; each with its sender, project, message and time (Cairo
 * time), a status (New / Answered) and the admin's note, and the whole list as CSV. Read with
 * the admin's token, never cached. Admin only (here, in the layout and in the action); not found
 * on an upstream without the extension.
 */
export default async function ManageEnquiriesPage({ searchParams }: Props) {
  const { status, items: enquiries } = await readStatusList({
    basePath,
    searchParams,
    statusParam,
    isAvailable: hasEnquiries,
    read: listEnquiries,
    failureLog: "enquiries: list failed",
  });
  const [messages, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  const text = messages.adminPages.enquiries;
  return (
    <StatusListFrame
      title={text.title}
      exportDataset="enquiries"
      intro={text.intro}
      filtersLabel={text.filtersLabel}
      basePath={basePath}
      filters={filterOrder.map((value) => ({ value, label: text[value] }))}
      defaultStatus="new"
      status={status}
      items={
        enquiries?.map((enquiry) => (
          <EnquiryItem
            key={enquiry.id}
            enquiry={enquiry}
            text={text}
            projectTypes={messages.publicPages.consultancy.enquiry.projectTypes}
            locale={locale}
          />
        )) ?? null
      }
      failedMessage={messages.enquiry.listFailed}
      empty={
        <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-slate-700">
          {messages.enquiry.none}
        </p>
      }
    />
  );
}
