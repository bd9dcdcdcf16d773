"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
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
import type { Catalogue } from "@/lib/i18n/catalogue";
import { usePageLocale } from "@/lib/i18n/client";
import type { Locale } from "@/lib/i18n/routing";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
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

/** What a row's actions need: the kind, the row, the delete action and the page's texts. */
interface RowActionsProps {
  messages: Catalogue;
  kind: CourseKind;
  row: ManagedCourseRow;
  deleteAction: ManageCoursesTableProps["deleteAction"];
  hasLiveSessions?: boolean;
  hasAssessments?: boolean;
}

function DeleteCourse({ kind, row, deleteAction, messages }: RowActionsProps) {
  const text = messages.adminPages.courses;
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          {text.deleteCourse}
          <span className="sr-only">: {row.name}</span>
        </>
      }
      title={text.deleteTitle(row.name)}
      description={
        kind === "on-demand"
          ? messages.courseForm.deleteOnDemandWarning
          : messages.courseForm.deleteOnlineWarning
      }
      confirmLabel={text.delete}
      cancelLabel={messages.adminPages.cancel}
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
  messages,
}: RowActionsProps) {
  const text = messages.adminPages.courses;
  const routes = courseRoutes[kind];
  const isOnDemand = kind === "on-demand";
  return (
    // The dialogs' trigger buttons are made as compact as the links (the dialogs themselves are
    // portalled out of this cell, so they keep their size).
    <div className="flex min-w-0 flex-wrap gap-2 md:max-w-[24rem] md:min-w-[18rem] [&_button]:h-9 [&_button]:px-3 [&_button]:text-xs">
      {row.isDraft !== undefined ? (
        <PublishButton
          item={{ kind, id: row.id }}
          title={row.name}
          isDraft={row.isDraft}
          texts={messages.publishing}
          unpublishTitle={messages.publishing.unpublishTitle(row.name)}
          cancelLabel={messages.adminPages.cancel}
        />
      ) : null}
      <ActionLink href={routes.edit(row.id)} label={text.editCourse} courseName={row.name} />
      {kind === "online" && hasLiveSessions ? (
        <>
          <ActionLink
            href={manageLiveSessionsPath(row.id)}
            label={text.sessions}
            courseName={row.name}
          />
          <ActionLink
            href={manageClassListPath(row.id)}
            label={text.classList}
            courseName={row.name}
          />
        </>
      ) : null}
      {isOnDemand ? (
        <>
          <ActionLink
            href={managePackagesPath(row.id)}
            label={text.managePackages}
            courseName={row.name}
          />
          <ActionLink
            href={managePackagesPath(row.id, true)}
            label={text.addNewPackage}
            courseName={row.name}
          />
        </>
      ) : null}
      <ChangeImageDialog
        triggerLabel={text.changeCourseImage}
        title={text.changeCourseImageTitle(row.name)}
        uploadUrl={routes.imageApi(row.id, "course")}
      />
      <ChangeImageDialog
        triggerLabel={text.changeInstructorImage}
        title={text.changeInstructorImageTitle(row.name)}
        uploadUrl={routes.imageApi(row.id, "instructor")}
      />
      <DeleteCourse kind={kind} row={row} deleteAction={deleteAction} messages={messages} />
      <ActionLink href={routes.details(row.id)} label={text.viewDetails} courseName={row.name} />
      {isOnDemand ? (
        <ActionLink
          href={manageEnrollmentsPath(row.id)}
          label={text.manageEnrollments}
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
  messages: Catalogue,
  locale: Locale,
): ColumnDef<ManagedCourseRow, unknown>[] {
  const header = messages.adminPages.courses.columns;
  const name: ColumnDef<ManagedCourseRow, unknown> = {
    accessorKey: "name",
    header: header.name,
    cell: ({ row }) => (
      <div className="min-w-36">
        <bdi className="font-medium text-slate-900">{row.original.name}</bdi>
        {row.original.isDraft ? <DraftMark label={messages.publishing.draftMark} /> : null}
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
    header: header.instructor,
    cell: ({ row }) => <bdi>{row.original.instructorName}</bdi>,
  };
  const hours: ColumnDef<ManagedCourseRow, unknown> = {
    id: "hours",
    accessorFn: (row) => Number(row.hours) || 0,
    header: header.hours,
    cell: ({ row }) => row.original.hours,
  };
  const discount: ColumnDef<ManagedCourseRow, unknown> = {
    accessorKey: "discount",
    header: kind === "online" ? header.discountPercent : header.discount,
    cell: ({ row }) => `${row.original.discount}%`,
  };
  const actions: ColumnDef<ManagedCourseRow, unknown> = {
    id: "actions",
    header: header.actions,
    enableSorting: false,
    cell: ({ row }) => (
      <CourseActions
        kind={kind}
        row={row.original}
        deleteAction={deleteAction}
        hasLiveSessions={hasLiveSessions}
        hasAssessments={hasAssessments}
        messages={messages}
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
        header: header.start,
        cell: ({ row }) => (row.original.start ? formatDate(row.original.start, locale) : ""),
      },
      {
        accessorKey: "price",
        header: header.price,
        cell: ({ row }) => formatPrice(row.original.price ?? 0, "USD", locale),
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
    { accessorKey: "enrollments", header: header.enrollments },
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
  const messages = useCatalogue();
  const locale = usePageLocale();
  const columns = useMemo(
    () => columnsFor(kind, deleteAction, hasLiveSessions, hasAssessments, messages, locale),
    [kind, deleteAction, hasLiveSessions, hasAssessments, messages, locale],
  );
  return (
    <DataTable
      columns={columns}
      data={rows}
      caption={
        kind === "online"
          ? messages.adminPages.courses.captionOnline
          : messages.adminPages.courses.captionOnDemand
      }
      emptyText={emptyText}
      getRowId={(row) => row.id}
    />
  );
}
