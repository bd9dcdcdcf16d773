"use client";

import { hrefFor } from "@/lib/routes/manifest";
import Image from "next/image";
import Link from "next/link";
import { buttonClassName } from "@/components/ui/button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import { messages } from "@/lib/messages";
import { deleteProjectAction } from "../actions";

/** A project row of the manage page. */
export interface ProjectRow {
  id: number;
  name: string;
  imageCount: number;
  /** The main image's `/media/…` URL (or the first image's), or null. */
  mainImageUrl: string | null;
}

function DeleteProjectButton({ project }: { project: ProjectRow }) {
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          Delete<span className="sr-only"> {project.name}</span>
        </>
      }
      title={`Delete the project "${project.name}"?`}
      description="The project and all its images leave the Consultancy Services page. This cannot be undone."
      confirmLabel="Delete Project"
      action={() => deleteProjectAction({ projectId: project.id })}
      failureMessage={messages.deleteFailed.project}
    />
  );
}

const columns: ColumnDef<ProjectRow, unknown>[] = [
  {
    id: "image",
    header: "Main Image",
    enableSorting: false,
    cell: ({ row }) =>
      row.original.mainImageUrl ? (
        <Image
          src={row.original.mainImageUrl}
          alt={`Main image of ${row.original.name}`}
          width={96}
          height={60}
          className="h-14 w-24 rounded object-cover ring-1 ring-slate-200"
        />
      ) : (
        <span className="text-slate-500">No image</span>
      ),
  },
  { accessorKey: "name", header: "Name" },
  { accessorKey: "imageCount", header: "Images" },
  {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    cell: ({ row }) => (
      <div className="flex flex-wrap gap-2">
        <Link
          href={hrefFor("/editProject/[id]", { id: row.original.id })}
          className={buttonClassName("secondary")}
          aria-label={`Edit ${row.original.name}`}
        >
          Edit
        </Link>
        <DeleteProjectButton project={row.original} />
      </div>
    ),
  },
];

/**
 * The consultancy projects of spec §2 "Manage consultancy services": main image, name and image
 * count (sortable), with Edit (the project form) and Delete (after confirmation; 'Failed to
 * Delete Project' when the upstream fails). Empty: 'No Projects Yet'.
 */
export function ProjectTable({ projects }: { projects: ProjectRow[] }) {
  return (
    <DataTable
      columns={columns}
      data={projects}
      caption="Consultancy projects"
      emptyText={messages.public.noProjects}
      getRowId={(row) => String(row.id)}
    />
  );
}
