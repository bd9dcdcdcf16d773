import { loadDocument } from "@/components/load-document";
import { loadOnDemandCourse, loadOnlineCourse } from "@/components/course/load-course";
import { loadCertificate } from "@/app/(public)/certificates/[code]/load-certificate";
import type { DetailKind } from "@/lib/routes/manifest";

/** Each details page's own read of its item (the same cached reads, the same draft rule). */
const loaders: Record<DetailKind, (id: string) => Promise<{ status: string }>> = {
  product: (id) => loadDocument("product", id),
  publication: (id) => loadDocument("publication", id),
  onDemandCourse: loadOnDemandCourse,
  onlineCourse: loadOnlineCourse,
  certificate: loadCertificate,
};

/**
 * `GET /api/detail-status/{kind}/{id}`: whether the details page of that item exists for the
 * caller (its cookie: an admin also sees drafts), as a status and nothing else: 200, 404, or 500
 * when the read failed. `proxy.ts` asks it before a page rendered per request (a signed-in
 * reader, a query), which streams and so could no longer answer 404 once it has started.
 */
export async function GET(
  _request: Request,
  { params }: RouteContext<"/api/detail-status/[kind]/[id]">,
): Promise<Response> {
  const { kind, id } = await params;
  const load = Object.hasOwn(loaders, kind) ? await loaders[kind as DetailKind](id) : null;
  const status = !load || load.status === "missing" ? 404 : load.status === "found" ? 200 : 500;
  return new Response(null, { status, headers: { "Cache-Control": "no-store" } });
}
