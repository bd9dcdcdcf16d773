import { adminReadRoute } from "@/app/api/admin/admin-read";
import { csvResponse, toCsv } from "@/lib/csv/format";
import { exportDatasets, exportTable, type ExportDataset } from "@/lib/csv/exports";
import { exportFailureResponse } from "@/app/api/admin/export/export-failure";
import type { RouteHandler } from "@/lib/routes/route-handler";

const isDataset = (value: string): value is ExportDataset =>
  (exportDatasets as readonly string[]).includes(value);

/**
 * `GET /api/admin/export/{students|enrolments|orders}`: the table as a CSV download (UTF-8 with a
 * byte-order mark, so Excel shows Arabic names). Security boundary: the Admin role is re-checked
 * here (401 visitor, 403 student); personal data, so never cached (`private, no-store`).
 * 404 for another dataset; 502 (plain text, no upstream detail) when an upstream read fails.
 */
export const GET: RouteHandler<"/api/admin/export/[dataset]"> = adminReadRoute(
  ({ dataset }) => (isDataset(dataset) ? dataset : null),
  async (dataset, token) => {
    try {
      const table = await exportTable(dataset, token);
      return csvResponse(dataset, toCsv(table.header, table.rows));
    } catch (error) {
      return exportFailureResponse(error, "export: upstream read failed", { dataset });
    }
  },
);
