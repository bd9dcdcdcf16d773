import { adminReadRoute } from "@/app/api/admin/admin-read";
import { attendanceTable } from "@/lib/csv/exports";
import { csvResponse, toCsv } from "@/lib/csv/format";
import { isGuid } from "@/lib/ids";
import { getClassList } from "@/lib/upstream/live-sessions";
import { exportFailureResponse } from "@/app/api/admin/export/export-failure";
import type { RouteHandler } from "@/lib/routes/route-handler";

/**
 * `GET /api/admin/export/attendance/{courseId}`: the attendance of an online course as a CSV
 * download (one row per student and session: attended yes/no, join time in Cairo; UTF-8 with a
 * byte-order mark, formula-safe cells). Security boundary: the Admin role is re-checked here
 * (401 visitor, 403 student); personal data, never cached. 404 for a malformed id or a course
 * that is not an online course; 502 (plain text) when the upstream read fails.
 * Calls GET /api/LiveSessions/Course/{courseId}/ClassList.
 */
export const GET: RouteHandler<"/api/admin/export/attendance/[courseId]"> = adminReadRoute(
  ({ courseId }) => (isGuid(courseId) ? courseId.toLowerCase() : null),
  async (courseId, token) => {
    try {
      const classList = await getClassList(courseId, token);
      if (!classList) return new Response("Not found", { status: 404 });
      const table = attendanceTable(classList);
      return csvResponse("attendance", toCsv(table.header, table.rows));
    } catch (error) {
      return exportFailureResponse(error, "export: attendance read failed", { courseId });
    }
  },
);
