"use client";

import { hrefFor } from "@/lib/routes/manifest";
import { buttonClassName } from "@/components/ui/button";
import type { ExportDataset } from "@/lib/csv/exports";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/**
 * Download links for the admin's CSV exports (`/api/admin/export/{dataset}`): plain links, so
 * they work without JavaScript and on a phone's browser; the file opens in Excel or Sheets.
 * The links speak the page's language; the files' column headers stay English (data files).
 */
export function ExportLinks({ datasets }: { datasets: readonly ExportDataset[] }) {
  const labels = useCatalogue().adminPages.exports;
  return (
    <nav aria-label={labels.label} className="flex flex-wrap gap-2">
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
