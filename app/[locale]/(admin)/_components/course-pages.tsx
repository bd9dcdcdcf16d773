import { Link } from "@/components/ui/link";
import { notFound, unstable_rethrow } from "next/navigation";
import { Fragment, type ReactNode } from "react";
import { ChangeImageDialog } from "@/app/[locale]/(admin)/_components/change-image-dialog";
import { CourseForm, type CourseFormValues } from "@/app/[locale]/(admin)/_components/course-form";
import {
  ManageCoursesTable,
  type ManagedCourseRow,
} from "@/app/[locale]/(admin)/_components/manage-courses-table";
import { InlineAlert } from "@/components/course/inline-alert";
import { SearchBox } from "@/components/search-box";
import { Pager } from "@/components/ui/pager";
import type { ActionResult } from "@/lib/actions/result";
import { requireAdmin, withSessionToken } from "@/lib/auth/guards";
import {
  courseRoutes,
  manageAssessmentsPath,
  manageClassListPath,
  manageLiveSessionsPath,
  managePackagesPath,
  type CourseImageSlot,
  type CourseKind,
} from "@/lib/course-kinds";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import { messages as english } from "@/lib/messages";
import { listQuery, pageLocally } from "@/lib/paging";
import { optionalParam, parseSearchParams, type SearchParams } from "@/lib/search-params";
import {
  getCourse,
  isCourseOutlineSupported,
  listCourses,
  type CourseOfKind,
} from "@/lib/upstream/courses";
import { searchByName } from "@/lib/catalogue-search";
import {
  draftIds as draftIdsOf,
  isPublishingSupported,
  listDrafts,
} from "@/lib/upstream/publishing";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";
import { isAssessmentsSupported } from "@/lib/upstream/assessments";
import { isGuid } from "@/lib/ids";
import type { OnlineCourse } from "@/lib/upstream/types";
import { PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";
import { CoverImage } from "@/components/ui/cover-image";

/*
 * The create, edit and manage pages of both course kinds, written once; each route's page.tsx
 * checks the Admin role and renders one of these with its kind.
 */

/** Courses per page of the manage tables. */
const MANAGE_COURSES_PAGE_SIZE = 10;

/**
 * The page titles of a kind (for each route's `metadata`), in `messages`' language (English by
 * default: the spec's titles).
 */
export function coursePageTitles(
  kind: CourseKind,
  messages: Catalogue = english,
): { create: string; edit: string; manage: string } {
  return messages.adminPages.courses.titles[kind];
}

function Frame({
  title,
  intro,
  children,
}: {
  title: string;
  intro?: ReactNode;
  children: ReactNode;
}) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <PageHeading title={title} intro={intro} />
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

/**
 * `/createOnlineCourse`, `/createOnDemanCourse`: the empty course form of the kind, with "What
 * you will learn" and "Requirements" when the upstream stores them.
 */
export async function CreateCoursePage({ kind }: { kind: CourseKind }) {
  const [hasOutline, hasDrafts, messages] = await Promise.all([
    isCourseOutlineSupported(),
    isPublishingSupported(),
    getCatalogue(),
  ]);
  const text = messages.adminPages.courses;
  const required = hasOutline
    ? messages.courseOutline.requiredExceptOutline
    : text.everyFieldRequired;
  // With drafts (extension "Publishing") a new course is seen by admins only until published.
  const intro = hasDrafts
    ? `${required} ${messages.publishing.createIntro}`
    : kind === "online"
      ? `${required} ${text.onlineListedIntro}`
      : `${required} ${text.onDemandSaleIntro}`;
  return (
    <Frame title={text.titles[kind].create} intro={intro}>
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CourseForm kind={kind} mode="create" hasOutline={hasOutline} />
      </div>
    </Frame>
  );
}

/** The form's values of a stored course (the outline lists one item a line, when shown). */
function formValues(
  kind: CourseKind,
  course: CourseOfKind[CourseKind],
  hasOutline: boolean,
): CourseFormValues {
  const shared = {
    name: course.name,
    discount: String(course.discount),
    description: course.description ?? "",
    instructorName: course.instructorName ?? "",
    instructorDescription: course.instructorDescription ?? "",
    ...(hasOutline
      ? { outcomes: course.outcomes.join("\n"), requirements: course.requirements.join("\n") }
      : {}),
  };
  if (kind === "on-demand") return { ...shared, hours: course.hours };
  const online = course as OnlineCourse;
  return {
    ...shared,
    price: String(online.price),
    lectures: online.hours,
    start: online.start.slice(0, 10),
    end: online.end.slice(0, 10),
  };
}

/**
 * Loads a course of a kind for an admin page, read with the admin's token so that a draft is
 * found too: not-found for unknown or malformed ids.
 */
async function loadCourse<K extends CourseKind>(
  kind: K,
  id: string,
): Promise<{ course: CourseOfKind[K] } | { failed: true }> {
  if (!isGuid(id)) notFound();
  const session = await requireAdmin();
  try {
    const course = await withSessionToken(session, (token) => getCourse(kind, id, token));
    if (!course) notFound();
    return { course };
  } catch (error) {
    unstable_rethrow(error);
    logUpstreamFailure(error, "course admin: read failed");
    return { failed: true };
  }
}

function CourseImage({
  kind,
  courseId,
  courseName,
  slot,
  imageUrl,
  hasFailed,
  messages,
}: {
  messages: Catalogue;
  kind: CourseKind;
  courseId: string;
  courseName: string;
  slot: CourseImageSlot;
  imageUrl: string | null;
  hasFailed: boolean;
}) {
  const text = messages.adminPages.courses;
  const label = slot === "course" ? text.courseImage : text.instructorImage;
  return (
    <section
      aria-labelledby={`${slot}-image-heading`}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h2 id={`${slot}-image-heading`} className="font-semibold text-slate-900">
        {label}
      </h2>
      {hasFailed ? (
        <InlineAlert
          message={
            slot === "course"
              ? messages.course.courseImageFailed
              : messages.course.instructorImageFailed
          }
          toast={false}
        >
          {messages.courseForm.imageStepFailed}
        </InlineAlert>
      ) : null}
      <CoverImage
        src={imageUrl}
        alt={text.imageAlt(label, courseName)}
        sizes="320px"
        className="aspect-video max-w-xs overflow-hidden rounded-md"
        placeholder={
          <p className="flex h-full items-center justify-center text-sm text-slate-600">
            {text.noImageYet}
          </p>
        }
      />
      <ChangeImageDialog
        triggerLabel={slot === "course" ? text.changeCourseImage : text.changeInstructorImage}
        title={
          slot === "course"
            ? text.changeCourseImageTitle(courseName)
            : text.changeInstructorImageTitle(courseName)
        }
        uploadUrl={courseRoutes[kind].imageApi(courseId, slot)}
      />
    </section>
  );
}

/**
 * `/editOnlineCourse/{id}`, `/editOnDemandCourse/{id}`: the course form prefilled with the stored
 * fields, and the two images with their change-image dialogs. `?imageFailed=course|instructor`
 * (set by a create whose image step failed) marks the image to choose again. Unknown or malformed
 * ids are not found.
 */
export async function EditCoursePage({
  kind,
  id,
  searchParams,
  updateAction,
}: {
  kind: CourseKind;
  id: string;
  searchParams: SearchParams;
  updateAction: (input: CourseFormValues & { id: string }) => Promise<ActionResult>;
}) {
  const loaded = await loadCourse(kind, id);
  const messages = await getCatalogue();
  const text = messages.adminPages.courses;
  if ("failed" in loaded) {
    return (
      <Frame title={text.titles[kind].edit}>
        <InlineAlert message={messages.course.singleCourseFailed} />
      </Frame>
    );
  }
  const { course } = loaded;
  const { imageFailed: failedSlot } = parseSearchParams(searchParams, {
    imageFailed: optionalParam,
  });
  const hasOutline = await isCourseOutlineSupported();
  const values = formValues(kind, course, hasOutline);
  const keptDates =
    kind === "online" ? { start: values.start ?? "", end: values.end ?? "" } : undefined;
  // The live-session pages only exist for an online course on an upstream with the extension.
  const showsLiveLinks = kind === "online" && (await hasLiveSessions());
  const links = [
    { href: courseRoutes[kind].details(course.id), label: text.viewDetails },
    ...(showsLiveLinks
      ? [
          { href: manageLiveSessionsPath(course.id), label: text.liveSessions },
          { href: manageClassListPath(course.id), label: text.classList },
        ]
      : []),
    ...((await isAssessmentsSupported())
      ? [{ href: manageAssessmentsPath(course.id), label: messages.assessmentAdmin.pageTitle }]
      : []),
  ];
  return (
    <Frame
      title={text.titles[kind].edit}
      intro={
        <>
          {text.editing}{" "}
          <strong>
            <bdi>{course.name}</bdi>
          </strong>
          .{" "}
          {links.map((link, index) => (
            <Fragment key={link.label}>
              {index > 0 ? " · " : null}
              <Link href={link.href} className="font-semibold text-brand-800 underline">
                {link.label}
              </Link>
            </Fragment>
          ))}
        </>
      }
    >
      <div className="grid gap-4 sm:grid-cols-2">
        {(["course", "instructor"] as const).map((slot) => (
          <CourseImage
            key={slot}
            kind={kind}
            courseId={course.id}
            courseName={course.name}
            slot={slot}
            imageUrl={slot === "course" ? course.imageUrl : course.instructorImageUrl}
            hasFailed={failedSlot === slot}
            messages={messages}
          />
        ))}
      </div>
      <div className="max-w-3xl rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <CourseForm
          kind={kind}
          mode="edit"
          courseId={course.id}
          initialValues={values}
          keptDates={keptDates}
          updateAction={updateAction}
          hasOutline={hasOutline}
        />
      </div>
    </Frame>
  );
}

function toRow(
  kind: CourseKind,
  course: CourseOfKind[CourseKind],
  draftIds: Set<string> | null,
): ManagedCourseRow {
  const row: ManagedCourseRow = {
    id: course.id,
    name: course.name,
    instructorName: course.instructorName ?? "",
    hours: course.hours,
    discount: course.discount,
    ...(draftIds ? { isDraft: draftIds.has(course.id.toLowerCase()) } : {}),
  };
  if (kind === "online") {
    const online = course as OnlineCourse;
    return { ...row, start: online.start.slice(0, 10), price: online.price };
  }
  const onDemand = course as CourseOfKind["on-demand"];
  return { ...row, enrollments: onDemand.enrollments, isOnSale: onDemand.packages.length > 0 };
}

/**
 * The courses of a kind an admin manages: the public list (cached, published courses only) and,
 * where the upstream has drafts, the kind's drafts first, each read with the admin's token
 * (drafts are few; their reads are never cached).
 * @returns the courses and the ids (lower-cased) of the drafts among them; `draftIds` null
 *   without the extension (no Draft marks, no Publish actions).
 * @throws UpstreamError when a read failed; Next's redirect to /login when the token is refused.
 */
export async function listManagedCourses<K extends CourseKind>(
  kind: K,
): Promise<{ courses: CourseOfKind[K][]; draftIds: Set<string> | null }> {
  const [published, hasDrafts] = await Promise.all([listCourses(kind), isPublishingSupported()]);
  if (!hasDrafts) return { courses: published, draftIds: null };
  const session = await requireAdmin();
  const draftCourses = await withSessionToken(session, async (token) => {
    const ids = [...draftIdsOf(await listDrafts(token), kind)];
    return Promise.all(ids.map((id) => getCourse(kind, id, token)));
  });
  const drafts = draftCourses.filter((course) => course !== null);
  const draftIds = new Set(drafts.map((course) => course.id.toLowerCase()));
  return {
    courses: [...drafts, ...published.filter((course) => !draftIds.has(course.id.toLowerCase()))],
    draftIds,
  };
}

/**
 * `/manageOnlineCourses`, `/manageOnDemandCourses`: the kind's courses in a sortable table with
 * their actions, searched by name (`?q=`) and paged (`?page=`) on the server, because the upstream
 * lists courses whole. On-demand: `?created={id}` (after a create) reminds that a package must be
 * added before the course appears, with a link to add one.
 */
export async function ManageCoursesPage({
  kind,
  searchParams,
  deleteAction,
}: {
  kind: CourseKind;
  searchParams: SearchParams;
  deleteAction: (input: { id: string }) => Promise<ActionResult>;
}) {
  const routes = courseRoutes[kind];
  const messages = await getCatalogue();
  const text = messages.adminPages.courses;
  const {
    q: search,
    page: requested,
    created: createdId,
  } = parseSearchParams(searchParams, {
    ...listQuery,
    created: optionalParam,
  });
  let courses: CourseOfKind[CourseKind][];
  let draftIds: Set<string> | null;
  try {
    ({ courses, draftIds } = await listManagedCourses(kind));
  } catch (error) {
    unstable_rethrow(error);
    logUpstreamFailure(error, "course admin: list failed");
    const failure =
      kind === "online"
        ? messages.public.onlineCoursesFailed
        : messages.public.onDemandCoursesFailed;
    return (
      <Frame title={text.titles[kind].manage}>
        <InlineAlert message={failure} />
      </Frame>
    );
  }
  const page = pageLocally(searchByName(courses, search), requested, MANAGE_COURSES_PAGE_SIZE);
  const created =
    kind === "on-demand" && isGuid(createdId)
      ? courses.find((course) => course.id.toLowerCase() === createdId.toLowerCase())
      : undefined;
  const isCreatedOnSale = created && "packages" in created ? created.packages.length > 0 : true;

  return (
    <Frame title={text.titles[kind].manage}>
      {created && !isCreatedOnSale ? (
        <div
          role="status"
          className="rounded-md border border-brand-100 bg-brand-50 px-4 py-3 text-sm text-slate-900"
        >
          <p>
            <strong>
              <bdi>{created.name}</bdi>
            </strong>
            : {messages.courseForm.packageReminder}
          </p>
          <Link
            href={managePackagesPath(created.id, true)}
            className="mt-2 inline-block font-semibold text-brand-800 underline"
          >
            {text.addNewPackage}
          </Link>
        </div>
      ) : null}
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SearchBox
          action={routes.manage}
          defaultValue={search}
          label={text.searchLabel}
          id="course-search"
        />
        <Link
          href={routes.create}
          className="inline-flex h-10 items-center rounded-md bg-brand-700 px-4 text-sm font-semibold text-white hover:bg-brand-800"
        >
          {text.titles[kind].create}
        </Link>
      </div>
      <ManageCoursesTable
        kind={kind}
        rows={page.items.map((course) => toRow(kind, course, draftIds))}
        deleteAction={deleteAction}
        hasLiveSessions={kind === "online" && (await hasLiveSessions())}
        hasAssessments={await isAssessmentsSupported()}
        emptyText={
          search
            ? text.noMatch
            : kind === "online"
              ? messages.public.noOnlineCourses
              : messages.public.noOnDemandCourses
        }
      />
      <Pager
        page={page.page}
        status={page.status}
        hasNext={page.hasNext}
        listPath={routes.manage}
        search={search}
        label={text.pagerLabel}
      />
    </Frame>
  );
}
