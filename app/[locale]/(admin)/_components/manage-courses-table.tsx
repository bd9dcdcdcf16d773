"use client";

import type { Route } from "next";
import Link from "next/link";
import { useMemo } from "react";
import { ChangeImageDialog } from "@/app/[locale]/(admin)/_components/change-image-dialog";
import { DraftMark, PublishButton } from "@/app/[locale]/(admin)/_components/publish-control";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { DataTable, type ColumnDef } from "@/components/ui/data-table";
import type { ActionResult } from "@/lib/actions/result";
import {
  courseRoutes,
  manageClassListPath,
  manageEnrollmentsPath,
  manageLiveSessionsPath,
  manageAssessmentsPath,
  managePackagesPath,
  type CourseKind,
} from "@/lib/course-kinds";
import { formatDate } from "@/lib/dates";
import { messages } from "@/lib/messages";
import { formatPrice } from "@/lib/prices";

/** One course row of the manage tables (only what the table shows). */
export interface ManagedCourseRow {
  id: string;
  name: string;
  instructorName: string;
  /** On-demand: total hours; online: lectures (text as stored). */
  hours: string;
  /** Percent. */
  discount: number;
  /** Online: start date `YYYY-MM-DD`. */
  start?: string;
  /** Online: price in USD before discount. */
  price?: number;
  /** On-demand: the enrolment counter. */
  enrollments?: number;
  /** On-demand: false when it has no package yet (not listed publicly). */
  isOnSale?: boolean;
  /**
   * True for a draft (admins only), false when published; absent when the upstream has no drafts
   * (then no Draft mark and no Publish action).
   */
  isDraft?: boolean;
}

/** Props of {@link ManageCoursesTable}. */
export interface ManageCoursesTableProps {
  kind: CourseKind;
  rows: ManagedCourseRow[];
  /** The route's delete action (`{ id }`). */
  deleteAction: (input: { id: string }) => Promise<ActionResult>;
  emptyText: string;
  /** Online: the upstream has live sessions, so each row links to its sessions and class list. */
  hasLiveSessions?: boolean;
  /** The upstream has assessments, so each row links to its quizzes and final exam. */
  hasAssessments?: boolean;
}

const actionLinkClass =
  "inline-flex h-9 items-center rounded-md border border-slate-300 bg-white px-3 text-xs font-semibold whitespace-nowrap text-slate-800 hover:border-brand-600 hover:text-brand-800";

function ActionLink({
  href,
  label,
  courseName,
}: {
  href: Route;
  label: string;
  courseName: string;
}) {
  return (
    <Link href={href} className={actionLinkClass}>
      {label}
      <span className="sr-only">: {courseName}</span>
    </Link>
  );
}

/** What a row's actions need: the kind, the row and the delete action. */
interface RowActionsProps {
  kind: CourseKind;
  row: ManagedCourseRow;
  deleteAction: ManageCoursesTableProps["deleteAction"];
  hasLiveSessions?: boolean;
  hasAssessments?: boolean;
}

function DeleteCourse({ kind, row, deleteAction }: RowActionsProps) {
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          Delete Course<span className="sr-only">: {row.name}</span>
        </>
      }
      title={`Delete ${row.name}?`}
      description={
        kind === "on-demand"
          ? messages.courseForm.deleteOnDemandWarning
          : messages.courseForm.deleteOnlineWarning
      }
      confirmLabel="Delete"
      action={() => deleteAction({ id: row.id })}
      failureMessage={messages.deleteFailed.course}
      successMessage={messages.courseForm.deleted}
    />
  );
}

function CourseActions({
  kind,
  row,
  deleteAction,
  hasLiveSessions = false,
  hasAssessments = false,
}: RowActionsProps) {
  const routes = courseRoutes[kind];
  const isOnDemand = kind === "on-demand";
  return (
    // The dialogs' trigger buttons are made as compact as the links (the dialogs themselves are
    // portalled out of this cell, so they keep their size).
    <div className="flex min-w-0 flex-wrap gap-2 md:max-w-[24rem] md:min-w-[18rem] [&_button]:h-9 [&_button]:px-3 [&_button]:text-xs">
      {row.isDraft !== undefined ? (
        <PublishButton item={{ kind, id: row.id }} title={row.name} isDraft={row.isDraft} />
      ) : null}
      <ActionLink href={routes.edit(row.id)} label="Edit Course" courseName={row.name} />
      {kind === "online" && hasLiveSessions ? (
        <>
          <ActionLink
            href={manageLiveSessionsPath(row.id)}
            label="Sessions"
            courseName={row.name}
          />
          <ActionLink href={manageClassListPath(row.id)} label="Class List" courseName={row.name} />
        </>
      ) : null}
      {isOnDemand ? (
        <>
          <ActionLink
            href={managePackagesPath(row.id)}
            label="Manage Packages"
            courseName={row.name}
          />
          <ActionLink
            href={managePackagesPath(row.id, true)}
            label="Add New Package"
            courseName={row.name}
          />
        </>
      ) : null}
      <ChangeImageDialog
        triggerLabel="Change Course Image"
        title={`Change the course image of ${row.name}`}
        uploadUrl={routes.imageApi(row.id, "course")}
      />
      <ChangeImageDialog
        triggerLabel="Change Instructor Image"
        title={`Change the instructor image of ${row.name}`}
        uploadUrl={routes.imageApi(row.id, "instructor")}
      />
      <DeleteCourse kind={kind} row={row} deleteAction={deleteAction} />
      <ActionLink href={routes.details(row.id)} label="View Course Details" courseName={row.name} />
      {isOnDemand ? (
        <ActionLink
          href={manageEnrollmentsPath(row.id)}
          label="Manage Enrollments"
          courseName={row.name}
        />
      ) : null}
      {hasAssessments ? (
        <ActionLink
          href={manageAssessmentsPath(row.id)}
          label={messages.assessmentAdmin.pageTitle}
          courseName={row.name}
        />
      ) : null}
    </div>
  );
}

function columnsFor(
  kind: CourseKind,
  deleteAction: ManageCoursesTableProps["deleteAction"],
  hasLiveSessions: boolean,
  hasAssessments: boolean,
): ColumnDef<ManagedCourseRow, unknown>[] {
  const name: ColumnDef<ManagedCourseRow, unknown> = {
    accessorKey: "name",
    header: "Name",
    cell: ({ row }) => (
      <div className="min-w-36">
        <span className="font-medium text-slate-900">{row.original.name}</span>
        {row.original.isDraft ? <DraftMark /> : null}
        {row.original.isOnSale === false ? (
          <span className="mt-1 block w-fit rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
            {messages.courseForm.notOnSale}
          </span>
        ) : null}
      </div>
    ),
  };
  const instructor: ColumnDef<ManagedCourseRow, unknown> = {
    accessorKey: "instructorName",
    header: "Instructor",
  };
  const hours: ColumnDef<ManagedCourseRow, unknown> = {
    id: "hours",
    accessorFn: (row) => Number(row.hours) || 0,
    header: "Hours",
    cell: ({ row }) => row.original.hours,
  };
  const discount: ColumnDef<ManagedCourseRow, unknown> = {
    accessorKey: "discount",
    header: kind === "online" ? "Discount %" : "Discount",
    cell: ({ row }) => `${row.original.discount}%`,
  };
  const actions: ColumnDef<ManagedCourseRow, unknown> = {
    id: "actions",
    header: "Actions",
    enableSorting: false,
    cell: ({ row }) => (
      <CourseActions
        kind={kind}
        row={row.original}
        deleteAction={deleteAction}
        hasLiveSessions={hasLiveSessions}
        hasAssessments={hasAssessments}
      />
    ),
  };
  if (kind === "online") {
    return [
      name,
      instructor,
      hours,
      {
        accessorKey: "start",
        header: "Start",
        cell: ({ row }) => (row.original.start ? formatDate(row.original.start) : ""),
      },
      {
        accessorKey: "price",
        header: "Price",
        cell: ({ row }) => formatPrice(row.original.price ?? 0, "USD"),
      },
      discount,
      actions,
    ];
  }
  return [
    name,
    instructor,
    hours,
    discount,
    { accessorKey: "enrollments", header: "Enrollments" },
    actions,
  ];
}

/**
 * The manage table of both course kinds (spec §2 "Admin management screens"), the kind a prop.
 * Online: name, instructor, hours, start, price (USD), discount %; on-demand: name, instructor,
 * hours, discount, enrollments, with "Not on sale: add a package" under a course without packages.
 * With drafts (extension "Publishing") a draft's name carries a "Draft" mark and each row starts
 * with Publish (a draft) or Unpublish (confirmed first).
 * Columns sort; each row carries the spec's actions (Edit Course, Manage Packages and Add New
 * Package for on-demand, Sessions and Class List for online with the live-sessions extension,
 * Change Course Image, Change Instructor Image, Delete Course with a confirmation, View Course
 * Details, Manage Enrollments for on-demand, Assessments with the assessments extension).
 */
export function ManageCoursesTable({
  kind,
  rows,
  deleteAction,
  emptyText,
  hasLiveSessions = false,
  hasAssessments = false,
}: ManageCoursesTableProps) {
  const columns = useMemo(
    () => columnsFor(kind, deleteAction, hasLiveSessions, hasAssessments),
    [kind, deleteAction, hasLiveSessions, hasAssessments],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={kind === "online" ? "Online courses" : "On-demand courses"}
      emptyText={emptyText}
      getRowId={(row) => row.id}
    />
  );
}
