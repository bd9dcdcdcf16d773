/**
 * Every page route of spec §2 (and the extensions' pages), declared once. The guards
 * (`lib/auth/routes.ts`), both navigations (`lib/routes/navigation.ts`), the sitemap
 * (`lib/routes/sitemap.ts`), the Content-Security-Policy kind (`lib/security-headers.ts`), the
 * failure texts (`lib/page-failure.ts`) and the details ids (`lib/unknown-detail.ts`) are read
 * from here. Adding a public page is one entry below plus its route file.
 *
 * Pure data and matching: no env, no cookies, no upstream; safe in the proxy and in the browser.
 * Relative imports only: `next.config.ts` loads this through `lib/security-headers.ts`.
 */
import type { MetadataRoute, Route } from "next";
import { messages } from "../messages";

/**
 * Who may open a page: anyone (`public`), only someone logged out (`guest-only`: a logged-in
 * user is sent to `/`), a logged-in user (`student`; admins pass too), or an Admin (`admin`).
 */
type Access = "public" | "guest-only" | "student" | "admin";

/**
 * The Content-Security-Policy of a page: `nonce` for pages rendered per request (every guarded
 * and auth page), `public` for pages a shared cache may keep (see `lib/security-headers.ts`).
 */
export type PagePolicyKind = "nonce" | "public";

/** The item a public details page shows, as `lib/unknown-detail.ts` names it. */
export type DetailKind =
  "product" | "publication" | "onDemandCourse" | "onlineCourse" | "certificate";

/**
 * What a details page's id looks like: `documentId` a positive int of at most 9 digits
 * (products, publications), `guid` an upstream Guid (courses), `certificateCode` three groups of
 * four letters or digits.
 */
export type IdFormat = "documentId" | "guid" | "certificateCode";

/** The catalogue read that lists the ids of a details page for the sitemap (`app/sitemap.ts`). */
export type SitemapSource =
  "onDemandCoursesWithPackages" | "onlineCourses" | "products" | "publications";

/** A sitemap `changefreq`. */
export type ChangeFrequency = NonNullable<MetadataRoute.Sitemap[number]["changeFrequency"]>;

/** An upstream extension (not in spec §2) a page needs; its menu entry shows only when present. */
export type Extension = "orders" | "sessions" | "enquiries";

/** One page route. Entries are in menu order: both menus list their entries as they come here. */
export interface RouteEntry {
  /**
   * The URL as Next's route literal writes it (its folder under `app/`, groups left out):
   * `[name]` stands for one path segment (`/products/[id]`, spec §2's `/products/{id}`).
   */
  path: string;
  /** Who may open it (enforced early by `proxy.ts`, and again by the page). */
  access: Access;
  /** Its Content-Security-Policy kind. */
  csp: PagePolicyKind;
  /** Its link in the main menu; `group` puts it in a dropdown of that label. */
  mainNav?: { label: string; group?: string };
  /** The main-menu link (a `path` of this manifest) highlighted while this page is open. */
  mainNavUnder?: string;
  /** Its entry in the admin sidebar (the label exactly as spec §2 writes it). */
  adminNav?: { label: string; extension?: Extension };
  /**
   * Listed in sitemap.xml; a page with `[id]` lists one address per item of `items`.
   * `priority` is 0 to 1.
   */
  sitemap?: { changeFrequency: ChangeFrequency; priority: number; items?: SitemapSource };
  /** A public page's text when its upstream read fails (shown by its error boundary). */
  failureText?: string;
  /** A public details page: which item its one `[param]` names, and that id's format. */
  detail?: { kind: DetailKind; idFormat: IdFormat };
  /**
   * Served to visitors as one stored document (`proxy.ts` rewrites their plain requests to
   * `/render/shared/…`, see `lib/render-mode.ts`); every other request renders it per request.
   */
  sharedDocument?: true;
}

/** A public page of the main menu: a shared document, shared-cache CSP, in the sitemap, a failure text of its own. */
function menuPage<P extends string>(
  path: P,
  mainNav: { label: string; group?: string },
  changeFrequency: ChangeFrequency,
  priority: number,
  failureText: string,
) {
  return {
    path,
    access: "public",
    csp: "public",
    mainNav,
    sitemap: { changeFrequency, priority },
    failureText,
    sharedDocument: true,
  } as const;
}

/**
 * A public details page: its list's menu link highlighted (`mainNavUnder`), one sitemap address
 * per item of `items` (weekly, 0.6), the item kind and id format of its one `[param]`.
 */
function detailsPage<P extends string>(
  path: P,
  mainNavUnder: string,
  items: SitemapSource,
  detail: { kind: DetailKind; idFormat: IdFormat },
  failureText: string,
) {
  return {
    path,
    access: "public",
    csp: "public",
    mainNavUnder,
    sitemap: { changeFrequency: "weekly", priority: 0.6, items },
    failureText,
    detail,
    sharedDocument: true,
  } as const;
}

/** A page rendered per request (nonce CSP) for `access`: student pages, and public ones with a form. */
function noncePage<P extends string, A extends "public" | "student">(path: P, access: A) {
  return { path, access, csp: "nonce" } as const;
}

/** An admin page (always rendered per request: nonce CSP), with its sidebar entry when it has one. */
function adminPage<P extends string>(path: P, adminNav?: { label: string; extension?: Extension }) {
  return { path, access: "admin", csp: "nonce", ...(adminNav && { adminNav }) } as const;
}

const manifest = [
  // Public pages, the main menu's in menu order.
  menuPage("/", { label: "Home" }, "weekly", 1, messages.public.headerPhotosFailed),
  menuPage(
    "/onlineCourses",
    { label: "Online Courses", group: "Courses" },
    "weekly",
    0.9,
    messages.public.onlineCoursesFailed,
  ),
  menuPage(
    "/onDemandCourses",
    { label: "On-Demand Courses", group: "Courses" },
    "weekly",
    0.9,
    messages.public.onDemandCoursesFailed,
  ),
  menuPage("/products", { label: "Products" }, "weekly", 0.8, messages.public.allProductsFailed),
  menuPage(
    "/consultancyServices",
    { label: "Consultancy Services" },
    "monthly",
    0.7,
    messages.public.projectsFailed,
  ),
  menuPage(
    "/publications",
    { label: "Publications" },
    "weekly",
    0.8,
    messages.public.allProductsFailed,
  ),
  detailsPage(
    "/onlineCourseDetails/[id]",
    "/onlineCourses",
    "onlineCourses",
    { kind: "onlineCourse", idFormat: "guid" },
    messages.course.singleCourseFailed,
  ),
  detailsPage(
    "/onDemandCourseDetails/[id]",
    "/onDemandCourses",
    "onDemandCoursesWithPackages",
    { kind: "onDemandCourse", idFormat: "guid" },
    messages.course.singleCourseFailed,
  ),
  // Not in spec §2: a document's own page (the list's cards link here), and a publication's.
  detailsPage(
    "/products/[id]",
    "/products",
    "products",
    { kind: "product", idFormat: "documentId" },
    messages.public.documentFailed,
  ),
  detailsPage(
    "/publications/[id]",
    "/publications",
    "publications",
    { kind: "publication", idFormat: "documentId" },
    messages.public.documentFailed,
  ),
  {
    path: "/payment",
    access: "public",
    csp: "public",
    sitemap: { changeFrequency: "yearly", priority: 0.4 },
  },
  {
    // Not in spec §2: the public check of a course certificate.
    path: "/certificates/[code]",
    access: "public",
    csp: "public",
    failureText: messages.public.certificateFailed,
    detail: { kind: "certificate", idFormat: "certificateCode" },
    // The same for every visitor, and never changed once issued.
    sharedDocument: true,
  },

  // Authentication.
  {
    path: "/login",
    access: "guest-only",
    csp: "nonce",
    sitemap: { changeFrequency: "yearly", priority: 0.2 },
  },
  {
    path: "/signup",
    access: "guest-only",
    csp: "nonce",
    sitemap: { changeFrequency: "yearly", priority: 0.3 },
  },
  // The address in the password-reset e-mail: open to anyone, but a form with a secret token.
  noncePage("/ForgotPassword", "public"),
  // Not in spec §2: the "stop reminders" link of the upstream's reminder e-mails.
  noncePage("/unsubscribe", "public"),
  // The address in the e-mails that confirm a new login e-mail or a new account's address: a
  // secret token too.
  noncePage("/confirmEmail", "public"),

  // Student pages.
  noncePage("/userProfile/[id]", "student"),
  noncePage("/editProfile", "student"),
  noncePage("/enrolledCourses", "student"),
  noncePage("/enrolledProducts", "student"),
  // Not in spec §2: a quiz or final exam (its settings and the student's attempts), and one
  // attempt of it (taken, or its result).
  noncePage("/assessments/[courseId]/[assessmentId]", "student"),
  noncePage("/assessments/[courseId]/[assessmentId]/attempts/[attemptId]", "student"),

  // Admin pages, the sidebar's in sidebar order (spec §2).
  // Not in spec §2: the business's figures at a glance, first in the sidebar; the
  // landing page after login stays ADMIN_HOME (lib/auth/routes.ts).
  adminPage("/dashboard", { label: "Dashboard" }),
  // The admin's landing page after login (spec §4).
  adminPage("/assignStudentToCourse", { label: "Add Student To Course" }),
  adminPage("/assignStudentToProduct", { label: "Add Student To Product" }),
  // Not in spec §2: enrol many students from a CSV file.
  adminPage("/bulkEnrollment", { label: "Bulk Enrolment (CSV)" }),
  // Not in spec §2: the payment-proof queue of the orders extension.
  adminPage("/manageOrders", { label: "Manage Orders", extension: "orders" }),
  adminPage("/createProduct", { label: "Create New Product" }),
  adminPage("/createPublication", { label: "Create New Publication" }),
  adminPage("/createOnlineCourse", { label: "Create New Online Course" }),
  // Spelling as given by the spec.
  adminPage("/createOnDemanCourse", { label: "Create New OnDemand Course" }),
  adminPage("/addNewProject", { label: "Create New Project" }),
  adminPage("/manageProducts", { label: "Manage Products" }),
  adminPage("/managePublications", { label: "Manage Publications" }),
  adminPage("/manageOnlineCourses", { label: "Manage Online Courses" }),
  adminPage("/manageOnDemandCourses", { label: "Manage Ondemand Courses" }),
  adminPage("/manageProjects", { label: "Manage Consultancy Services" }),
  // Not in spec §2: the consultancy page's enquiries, kept by the enquiries extension.
  adminPage("/manageEnquiries", { label: "Enquiries", extension: "enquiries" }),
  adminPage("/ManageHeaderPhotos", { label: "Manage Header Photos" }),
  // Not in spec §2: the business settings of the sessions extension (the device cap).
  adminPage("/settings", { label: "Settings", extension: "sessions" }),
  adminPage("/managePackages/[id]"),
  adminPage("/editOnDemandCourse/[id]"),
  adminPage("/editOnlineCourse/[id]"),
  adminPage("/editProject/[id]"),
  adminPage("/ManageOnDemandCoursesEnrollments/[id]"),
  // Not in spec §2: an online course's live sessions, and its class list with attendance.
  adminPage("/manageLiveSessions/[id]"),
  adminPage("/ManageOnlineCourseEnrollments/[id]"),
  // Not in spec §2: a course's quizzes and final exam, and one assessment's questions.
  adminPage("/manageAssessments/[courseId]"),
  adminPage("/manageAssessments/[courseId]/[assessmentId]"),
  // The spec reaches the same page under both spellings.
  adminPage("/ManageProductsEnrollments/[id]"),
  adminPage("/manageProductsEnrollments/[id]"),
] as const satisfies readonly RouteEntry[];

/** A `path` of the manifest, e.g. `"/products/[id]"`: use it to refer to a route in code. */
export type RoutePath = (typeof manifest)[number]["path"];

/** Every page route, in menu order (see {@link RouteEntry}). */
export const routes: readonly RouteEntry[] = manifest;

const paramPattern = /^\[(\w+)\]$/;

function segmentsOf(path: string): string[] {
  return path === "/" ? [] : path.slice(1).split("/");
}

const compiled = routes.map((route) => ({ route, segments: segmentsOf(route.path) }));

/**
 * The fixed part of a route's path, before its first `[param]` (`/editProject/[id]` →
 * `/editProject`; a path without params is returned whole).
 */
export function fixedPrefix(route: Pick<RouteEntry, "path">): string {
  const segments = segmentsOf(route.path);
  const firstParam = segments.findIndex((segment) => paramPattern.test(segment));
  if (firstParam === -1) return route.path;
  return `/${segments.slice(0, firstParam).join("/")}`;
}

/** A route a path matched, with its `[param]` segments as written (still URL-encoded). */
export interface RouteMatch {
  route: RouteEntry;
  params: Record<string, string>;
}

/**
 * The route a path (without query, e.g. `/products/12`) names exactly: same number of segments,
 * fixed segments equal (case-sensitive), each `[param]` one non-empty segment. Null otherwise
 * (`/products/`, `/products/1/extra`).
 */
export function matchRoute(pathname: string): RouteMatch | null {
  const segments = segmentsOf(pathname);
  for (const { route, segments: pattern } of compiled) {
    const params = matchSegments(pattern, segments);
    if (params) return { route, params };
  }
  return null;
}

/** The `[param]` values when `segments` fit `pattern` exactly, else null. */
function matchSegments(pattern: string[], segments: string[]): Record<string, string> | null {
  if (pattern.length !== segments.length) return null;
  const params: Record<string, string> = {};
  const isMatch = pattern.every((part, index) => {
    const segment = segments[index]!;
    const param = paramPattern.exec(part)?.[1];
    if (param === undefined) return part === segment;
    params[param] = segment;
    return segment !== "";
  });
  return isMatch ? params : null;
}

/**
 * The route that governs a path for the guards and the security headers: its exact match, else
 * a guarded (admin or student) route with params whose fixed part the path is or lies under.
 * Why: a guard must not be dodged by a shorter or longer address, so `/editProject` and
 * `/editProject/1/x` count as the admin page `/editProject/[id]`. Null for any other path.
 */
export function routeFor(pathname: string): RouteEntry | null {
  const match = matchRoute(pathname);
  if (match) return match.route;
  for (const { route } of compiled) {
    if (route.access !== "admin" && route.access !== "student") continue;
    const prefix = fixedPrefix(route);
    if (prefix === route.path) continue;
    if (pathname === prefix || pathname.startsWith(`${prefix}/`)) return route;
  }
  return null;
}

/**
 * The route handlers (files, uploads, exports, feeds) the pages link or post to, by Next's route
 * literal (the folder under `app/` holding its `route.ts`, groups left out). Not pages: no guard,
 * menu or sitemap entry; {@link hrefFor} builds their addresses as it does the pages'.
 */
export const handlerPaths = [
  "/api/admin/courses/[kind]",
  "/api/admin/courses/[kind]/[id]/image/[slot]",
  "/api/admin/documents/[kind]",
  "/api/admin/documents/[kind]/[id]/file",
  "/api/admin/documents/[kind]/[id]/image",
  "/api/admin/export/[dataset]",
  "/api/admin/export/attendance/[courseId]",
  "/api/admin/orders/[id]/proof",
  "/api/admin/projects/[id]",
  "/api/orders/[id]/proof",
  "/certificates/[code]/pdf",
  "/download/portfolio",
  "/download/product/[id]",
  "/download/publication/[id]",
  "/media/[kind]/[id]/[version]",
  "/onDemandCourseDetails/[id]/watch",
  "/onlineCourseDetails/[id]/calendar",
  "/onlineCourseDetails/[id]/join/[sessionId]",
] as const;

const compiledHandlers = handlerPaths.map(segmentsOf);

/**
 * True when a page or a route handler serves `pathname` (a path without query or language):
 * `proxy.ts` sends every other path to the language's not-found document.
 */
export function isServedPath(pathname: string): boolean {
  if (matchRoute(pathname)) return true;
  const segments = segmentsOf(pathname);
  return compiledHandlers.some((pattern) => matchSegments(pattern, segments) !== null);
}

/** The public pages served from `app/[locale]/render/[mode]`: every page of the public policy. */
const renderTreePages = compiled.filter(({ route }) => route.csp === "public");

/**
 * The route handlers below a page of {@link renderTreePages} (`/certificates/[code]/pdf`, a
 * course's `watch`, `calendar` and `join`): their files live beside that page's.
 */
const renderTreeHandlers = compiledHandlers.filter((handler) =>
  renderTreePages.some(
    ({ segments }) =>
      segments.length > 0 &&
      segments.length < handler.length &&
      matchSegments(segments, handler.slice(0, segments.length)) !== null,
  ),
);

/**
 * True when `pathname` (without query or language) is served from the public pages' one route
 * tree, `app/[locale]/render/[mode]` (`lib/render-mode.ts`): a page of the public
 * Content-Security-Policy (the shared documents and `/payment`) or a route handler below one.
 * `proxy.ts` rewrites such a path to its shared document or to its per-request render.
 */
export function isRenderTreePath(pathname: string): boolean {
  if (matchRoute(pathname)?.route.csp === "public") return true;
  const segments = segmentsOf(pathname);
  return renderTreeHandlers.some((pattern) => matchSegments(pattern, segments) !== null);
}

/** A route handler's literal of {@link handlerPaths}, e.g. `"/download/product/[id]"`. */
export type HandlerPath = (typeof handlerPaths)[number];

/** The names of a route's `[param]` segments: `"id"` for `/products/[id]`, never for `/products`. */
type ParamNames<P extends string> = P extends `${string}[${infer Name}]${infer Rest}`
  ? Name | ParamNames<Rest>
  : never;

/** What {@link hrefFor} takes after the path: the params when the path has any, then the query and hash. */
type HrefArgs<P extends string> = [ParamNames<P>] extends [never]
  ? [params?: Record<string, never>, extra?: HrefExtra]
  : [params: Record<ParamNames<P>, string | number>, extra?: HrefExtra];

/** A query (entries left out when undefined; each URL-encoded) and a fragment (`hash`, without `#`). */
export interface HrefExtra {
  query?: Record<string, string | number | undefined>;
  hash?: string;
}

/**
 * The address of a page with its params filled in, each URL-encoded, as a typed `Route` for
 * `<Link>`, `redirect()` and `router.push()`: the one way the app builds a page's address.
 * `hrefFor("/products/[id]", { id: 12 })` → `/products/12`;
 * `hrefFor("/payment", {}, { query: { course: "a b" } })` → `/payment?course=a%20b`.
 * @throws Error when a param of the path is not given.
 */
export function hrefFor<P extends RoutePath | HandlerPath>(
  path: P,
  ...[params = {}, extra = {}]: HrefArgs<P>
): Route {
  const values: Record<string, string | number | undefined> = params;
  const pathname = path.replace(/\[(\w+)\]/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`hrefFor(${path}): missing param ${name}`);
    return encodeURIComponent(String(value));
  });
  const pairs = Object.entries(extra.query ?? {}).flatMap(([key, value]) =>
    value === undefined ? [] : [`${encodeURIComponent(key)}=${encodeURIComponent(value)}`],
  );
  const query = pairs.length > 0 ? `?${pairs.join("&")}` : "";
  const hash = extra.hash ? `#${extra.hash}` : "";
  // The path is a manifest route, its params single encoded segments: a route Next generated.
  return `${pathname}${query}${hash}` as Route;
}
