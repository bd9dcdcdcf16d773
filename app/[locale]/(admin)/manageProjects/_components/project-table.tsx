"use client";

import { hrefFor } from "@/lib/routes/manifest";
import Image from "next/image";
import { Link } from "@/components/ui/link";
import { useMemo } from "react";
import { buttonClassName } from "@/components/ui/button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { deleteProjectAction } from "../actions";

/** A project row of the manage page. */
export interface ProjectRow {
  id: number;
  name: string;
  imageCount: number;
  /** The main image's `/media/…` URL (or the first image's), or null. */
  mainImageUrl: string | null;
}

function DeleteProjectButton({ project, messages }: { project: ProjectRow; messages: Catalogue }) {
  const text = messages.adminPages.projects;
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {text.delete}
          <span className="sr-only"> {project.name}</span>
        </>
      }
      title={text.deleteTitle(project.name)}
      description={text.deleteWarning}
      confirmLabel={text.deleteConfirm}
      cancelLabel={messages.adminPages.cancel}
      action={() => deleteProjectAction({ projectId: project.id })}
      failureMessage={messages.deleteFailed.project}
    />
  );
}

/** The table's columns in the page's language. */
function columnsFor(messages: Catalogue): ColumnDef<ProjectRow, unknown>[] {
  const text = messages.adminPages.projects;
  return [
    {
      id: "image",
      header: text.columns.image,
      enableSorting: false,
      cell: ({ row }) =>
        row.original.mainImageUrl ? (
          <Image
            src={row.original.mainImageUrl}
            alt={text.mainImageAlt(row.original.name)}
            width={96}
            height={60}
            className="h-14 w-24 rounded object-cover ring-1 ring-slate-200"
          />
        ) : (
          <span className="text-slate-500">{text.noImage}</span>
        ),
    },
    {
      accessorKey: "name",
      header: text.columns.name,
      cell: ({ row }) => <bdi>{row.original.name}</bdi>,
    },
    { accessorKey: "imageCount", header: text.columns.images },
    {
      id: "actions",
      header: text.columns.actions,
      enableSorting: false,
      cell: ({ row }) => (
        <div className="flex flex-wrap gap-2">
          <Link
            href={hrefFor("/editProject/[id]", { id: row.original.id })}
            className={buttonClassName("secondary")}
            aria-label={text.editLabel(row.original.name)}
          >
            {text.edit}
          </Link>
          <DeleteProjectButton project={row.original} messages={messages} />
        </div>
      ),
    },
  ];
}

/**
 * The consultancy projects of spec §2 "Manage consultancy services": main image, name and image
 * count (sortable), with Edit (the project form) and Delete (after confirmation; 'Failed to
 * Delete Project' when the upstream fails). Empty: 'No Projects Yet'.
 */
export function ProjectTable({ projects }: { projects: ProjectRow[] }) {
  const messages = useCatalogue();
  const columns = useMemo(() => columnsFor(messages), [messages]);
  return (
    <DataTable
      columns={columns}
      data={projects}
      caption={messages.adminPages.projects.caption}
      emptyText={messages.public.noProjects}
      getRowId={(row) => String(row.id)}
    />
  );
}
