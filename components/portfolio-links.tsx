import { hrefFor } from "@/lib/routes/manifest";
import { buttonClassName } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-variants";

/**
 * Download Portofolio (the spec's spelling) and View Portfolio (in a new tab) of the consultancy
 * portfolio, served by `/download/portfolio`. `version` (the admin's copy) is added to both
 * addresses so a newly uploaded file is never served from a cache.
 */
export function PortfolioLinks({
  version,
  downloadVariant,
  className,
}: {
  version?: string;
  downloadVariant: ButtonVariant;
  className: string;
}) {
  return (
    <div className={className}>
      <a
        href={hrefFor("/download/portfolio", {}, { query: { v: version || undefined } })}
        download
        className={buttonClassName(downloadVariant)}
      >
        Download Portofolio
      </a>
      <a
        href={hrefFor("/download/portfolio", {}, { query: { inline: 1, v: version || undefined } })}
        target="_blank"
        rel="noopener"
        className={buttonClassName("secondary")}
      >
        View Portfolio<span className="sr-only"> (opens in a new tab)</span>
      </a>
    </div>
  );
}
