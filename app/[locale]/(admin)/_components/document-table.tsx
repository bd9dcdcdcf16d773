"use client";

import { hrefFor } from "@/lib/routes/manifest";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { useEffect } from "react";
import { ChangeImageDialog } from "@/app/[locale]/(admin)/_components/change-image-dialog";
import {
  EditDocumentDialog,
  type EditDocumentAction,
} from "@/app/[locale]/(admin)/_components/edit-document-dialog";
import { EditFileDialog } from "@/app/[locale]/(admin)/_components/edit-file-dialog";
import { DraftMark, PublishButton } from "@/app/[locale]/(admin)/_components/publish-control";
import { CopyLinkButton } from "@/components/copy-link-button";
import { buttonClassName } from "@/components/ui/button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { ActionResult } from "@/lib/actions/result";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatPrice } from "@/lib/prices";
import type { AdminDocument, DocumentKind } from "@/lib/upstream/types";

/** One row of the manage-documents table (plain data from the server page): the document and its link. */
export type DocumentRow = Omit<AdminDocument, "kind"> & {
  /** The public page of the document, what Copy Link copies (absolute). */
  publicUrl: string;
  /**
   * True for a draft (admins only), false when published; absent when the upstream has no drafts
   * (then no Draft mark and no Publish action).
   */
  isDraft?: boolean;
};

/** Props of {@link DocumentTable}. */
export interface DocumentTableProps {
  kind: DocumentKind;
  rows: DocumentRow[];
  /** The row to highlight (just created, or missing a part after a failed step). */
  highlightId: number | null;
  updateAction: EditDocumentAction;
  deleteAction: (input: { id: number }) => Promise<ActionResult>;
}

function DeleteDocument({
  kind,
  row,
  action,
  messages,
}: {
  kind: DocumentKind;
  row: DocumentRow;
  action: DocumentTableProps["deleteAction"];
  messages: Catalogue;
}) {
  const text = messages.adminPages.documents;
  return (
    <ActionConfirmDialog
      triggerLabel={text.delete}
      title={text.deleteTitle(row.title)}
      description={text[kind].deleteWarning}
      confirmLabel={text[kind].deleteConfirm}
      cancelLabel={messages.adminPages.cancel}
      action={() => action({ id: row.id })}
      failureMessage={messages.deleteFailed[kind]}
    />
  );
}

/** The row's actions in the spec's order for its kind (spec §2 "Admin management screens"). */
function RowActions({
  kind,
  row,
  updateAction,
  deleteAction,
  messages,
}: {
  kind: DocumentKind;
  row: DocumentRow;
  updateAction: EditDocumentAction;
  deleteAction: DocumentTableProps["deleteAction"];
  messages: Catalogue;
}) {
  const text = messages.adminPages.documents;
  const fileUrl = hrefFor("/api/admin/documents/[kind]/[id]/file", { kind, id: row.id });
  const copyLink = <CopyLinkButton url={row.publicUrl} label={row.title} />;
  return (
    // Compact like the course tables' actions (the dialogs are portalled out of this cell, so
    // they keep their size).
    <div className="flex min-w-0 flex-wrap gap-2 md:max-w-[24rem] md:min-w-[18rem] [&_a]:h-9 [&_a]:px-3 [&_a]:text-xs [&_button]:h-9 [&_button]:px-3 [&_button]:text-xs">
      {row.isDraft !== undefined ? (
        <PublishButton
          item={{ kind, id: row.id }}
          title={row.title}
          isDraft={row.isDraft}
          texts={messages.publishing}
          unpublishTitle={messages.publishing.unpublishTitle(row.title)}
          cancelLabel={messages.adminPages.cancel}
        />
      ) : null}
      {kind === "publication" ? copyLink : null}
      <EditFileDialog kind={kind} id={row.id} title={row.title} />
      <EditDocumentDialog kind={kind} document={row} action={updateAction} />
      {/* Plain <a>: a file, not a page to route to. The route re-checks the Admin role. */}
      <a href={fileUrl} className={buttonClassName("secondary")}>
        {text.downloadFile}
        <span className="sr-only">{text.ofTitle(row.title)}</span>
      </a>
      <a
        href={hrefFor(
          "/api/admin/documents/[kind]/[id]/file",
          { kind, id: row.id },
          { query: { preview: 1 } },
        )}
        target="_blank"
        rel="noopener"
        className={buttonClassName("secondary")}
      >
        {text.previewFile}
        <span className="sr-only">{text.opensInNewTab(row.title)}</span>
      </a>
      <ChangeImageDialog
        triggerLabel={text.changeImage}
        title={text.changeImageTitle(row.title)}
        uploadUrl={hrefFor("/api/admin/documents/[kind]/[id]/image", { kind, id: row.id })}
      />
      <DeleteDocument kind={kind} row={row} action={deleteAction} messages={messages} />
      {kind === "product" ? (
        <>
          {copyLink}
          <Link
            href={hrefFor("/ManageProductsEnrollments/[id]", { id: row.id })}
            className={buttonClassName("secondary")}
          >
            {text.manageEnrollments}
            <span className="sr-only">{text.ofTitle(row.title)}</span>
          </Link>
        </>
      ) : null}
    </div>
  );
}

/**
 * The manage-products / manage-publications table on the shared DataTable: image, name (with a
 * 'Missing its file' mark when the upstream says no file was uploaded, and a 'Draft' mark for a
 * draft) and, for products, the price; then the row's actions (Publish or Unpublish first, where
 * the upstream has drafts). The highlighted row is scrolled into view.
 */
export function DocumentTable({
  kind,
  rows,
  highlightId,
  updateAction,
  deleteAction,
}: DocumentTableProps) {
  useEffect(() => {
    if (highlightId === null) return;
    document
      .getElementById(`document-${highlightId}`)
      ?.scrollIntoView({ block: "center", behavior: "smooth" });
  }, [highlightId]);
  const messages = useCatalogue();
  const locale = usePageLocale();
  const text = messages.adminPages.documents;

  const columns: ColumnDef<DocumentRow, unknown>[] = [
    {
      id: "image",
      header: text.columns.image,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.imageUrl ? (
          <Image
            src={row.original.imageUrl}
            alt={text.coverAlt(row.original.title)}
            width={64}
            height={48}
            className="h-12 w-16 rounded object-cover"
          />
        ) : (
          <span className="text-xs text-slate-600">{text.noImage}</span>
        ),
    },
    {
      id: "name",
      accessorKey: "title",
      header: text.columns.name,
      cell: ({ row }) => {
        const isHighlighted = row.original.id === highlightId;
        return (
          <div
            id={`document-${row.original.id}`}
            className={`space-y-1 ${isHighlighted ? "rounded-md bg-amber-50 p-2 ring-2 ring-amber-500" : ""}`}
          >
            <p className="font-medium text-slate-900">
              <bdi>{row.original.title}</bdi>
            </p>
            {row.original.isDraft ? <DraftMark label={messages.publishing.draftMark} /> : null}
            {row.original.hasFile === false ? (
              <p className="inline-block rounded bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
                {messages.documents.missingFile}
              </p>
            ) : null}
          </div>
        );
      },
    },
    ...(kind === "product"
      ? [
          {
            id: "price",
            accessorKey: "price",
            header: text.columns.price,
            cell: ({ row }) =>
              row.original.price > 0
                ? formatPrice(row.original.price, "USD", locale)
                : messages.documents.free,
          } satisfies ColumnDef<DocumentRow, unknown>,
        ]
      : []),
    {
      id: "actions",
      header: text.columns.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <RowActions
          kind={kind}
          row={row.original}
          updateAction={updateAction}
          deleteAction={deleteAction}
          messages={messages}
        />
      ),
    },
  ];

  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={text[kind].caption}
      emptyText={
        kind === "product"
          ? messages.documents.noProductsAdmin
          : messages.documents.noPublicationsAdmin
      }
      getRowId={(row) => String(row.id)}
    />
  );
}
