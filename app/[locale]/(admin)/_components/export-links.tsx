import { hrefFor } from "@/lib/routes/manifest";
import { buttonClassName } from "@/components/ui/button";
import type { ExportDataset } from "@/lib/csv/exports";

const labels: Record<ExportDataset, string> = {
  students: "Export students (CSV)",
  enrolments: "Export enrolments (CSV)",
  orders: "Export orders (CSV)",
  enquiries: "Export enquiries (CSV)",
};

/**
 * Download links for the admin's CSV exports (`/api/admin/export/{dataset}`): plain links, so
 * they work without JavaScript and on a phone's browser; the file opens in Excel or Sheets.
 */
export function ExportLinks({ datasets }: { datasets: readonly ExportDataset[] }) {
  return (
    <nav aria-label="Exports" className="flex flex-wrap gap-2">
      {datasets.map((dataset) => (
        <a
          key={dataset}
          href={hrefFor("/api/admin/export/[dataset]", { dataset })}
          download
          className={buttonClassName("secondary", "text-sm")}
        >
          {labels[dataset]}
        </a>
      ))}
    </nav>
  );
}
