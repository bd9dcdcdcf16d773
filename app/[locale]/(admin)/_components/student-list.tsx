import type { Route } from "next";
import { ExportLinks } from "@/app/[locale]/(admin)/_components/export-links";
import type { ComponentType, ReactNode } from "react";
import type { AssignPickerProps } from "@/app/[locale]/(admin)/_components/assign-picker";
import type { StudentRow } from "@/app/[locale]/(admin)/_components/student-table";
import { InlineAlert } from "@/components/course/inline-alert";
import { SearchBox } from "@/components/search-box";
import { Pager } from "@/components/ui/pager";
import { requireAdmin, withSessionToken, type Session } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { listQuery, resolvePage, type PagingStatus } from "@/lib/paging";
import { parseSearchParams, type SearchParams, type SearchParamsProp } from "@/lib/search-params";
import { listStudents } from "@/lib/upstream/students";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** Students per page of the admin tables (the upstream's own default, contract §3.9). */
const STUDENT_PAGE_SIZE = 10;

/** One page of the admin student table, or the failure to read it. */
type StudentPageState =
  | { status: "ok"; search: string; page: number; students: StudentRow[]; paging: PagingStatus }
  | { status: "failed"; search: string };

/**
 * Reads the student page named by `?q=` and `?page=` with the admin's token
 * (GET /api/Students?SearchTerm=&PageNumber=&PageSize=10). Previous from page 1 shows page 1 with
 * 'This Is The First Page'; an empty next page shows the page before with 'This Is The Last Page'.
 * A failure gives `status: "failed"` ('failed to get students').
 * @throws Next's redirect to /login when the upstream rejects the token (401).
 */
async function loadStudentPage(
  session: Session,
  params: SearchParams,
  basePath: Route,
): Promise<StudentPageState> {
  const { q: search, page: requested } = parseSearchParams(params, listQuery);
  try {
    const resolved = await resolvePage(requested, (page) =>
      withSessionToken(
        session,
        (token) => listStudents({ search, page, pageSize: STUDENT_PAGE_SIZE }, token),
        basePath,
      ),
    );
    const students = resolved.items.map(({ id, fullName, email, phoneNumber }) => ({
      id,
      fullName,
      email,
      phoneNumber,
    }));
    return { status: "ok", search, page: resolved.page, students, paging: resolved.status };
  } catch (error) {
    logUpstreamFailure(error, "students: list failed");
    return { status: "failed", search };
  }
}

/**
 * The frame of an assignment screen: heading, search box (`?q=`, GET, works without JavaScript),
 * the table given as `children`, and Previous/Next paging with the spec's messages.
 */
async function StudentListFrame({
  title,
  intro,
  basePath,
  state,
  children,
}: {
  title: string;
  intro: string;
  basePath: Route;
  state: StudentPageState;
  children: ReactNode;
}) {
  const messages = await getCatalogue();
  const t = messages.adminForms.assign;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight text-slate-900 sm:text-3xl">{title}</h1>
        <ExportLinks datasets={["students", "enrolments"]} />
      </div>
      <p className="mt-2 text-slate-700">{intro}</p>
      <div className="mt-6">
        <SearchBox
          action={basePath}
          defaultValue={state.search}
          label={t.search}
          id="student-search"
        />
      </div>
      <div className="mt-6">
        {state.status === "failed" ? (
          <InlineAlert message={messages.admin.studentsFailed} />
        ) : state.students.length === 0 ? (
          <p className="rounded-md bg-white px-4 py-3 text-slate-700">{t.noStudents}</p>
        ) : (
          children
        )}
      </div>
      {state.status === "ok" ? (
        <Pager
          page={state.page}
          status={state.paging}
          hasNext={state.students.length >= STUDENT_PAGE_SIZE}
          listPath={basePath}
          search={state.search}
          label={t.pages}
        />
      ) : null}
    </div>
  );
}

/**
 * An assignment screen (spec §2 "Admin assignment screens"): requires an admin, then reads the
 * student page (`?q=`, `?page=`) and the catalogue the dialog offers together, and shows the
 * student list with `Picker`. A catalogue the upstream cannot give is
 * logged and passed on as no items with `catalogueFailed` as its error.
 * @throws Next's redirect to /login for a visitor who is not an admin.
 */
export async function AssignStudentPage<Item>({
  searchParams,
  basePath,
  title,
  intro,
  readCatalogue,
  catalogueFailed,
  Picker,
}: {
  searchParams: SearchParamsProp;
  basePath: Route;
  title: string;
  intro: string;
  readCatalogue: () => Promise<Item[]>;
  catalogueFailed: string;
  /** The client picker: the student table and the dialog offering the catalogue. */
  Picker: ComponentType<AssignPickerProps<Item>>;
}) {
  const session = await requireAdmin(basePath);
  const [state, catalogue] = await Promise.all([
    loadStudentPage(session, await searchParams, basePath),
    readCatalogue().then(
      (items) => ({ items, error: undefined }),
      (error: unknown) => {
        logUpstreamFailure(error, `${basePath}: catalogue failed`);
        return { items: [], error: catalogueFailed };
      },
    ),
  ]);
  return (
    <StudentListFrame title={title} intro={intro} basePath={basePath} state={state}>
      {state.status === "ok" ? (
        <Picker
          students={state.students}
          catalogue={catalogue.items}
          catalogueError={catalogue.error}
        />
      ) : null}
    </StudentListFrame>
  );
}
