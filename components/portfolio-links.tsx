import { hrefFor } from "@/lib/routes/manifest";
import { buttonClassName } from "@/components/ui/button";
import type { ButtonVariant } from "@/components/ui/button-variants";
import { getCatalogue } from "@/lib/i18n/server";

/**
 * Download Portofolio (the spec's spelling) and View Portfolio (in a new tab) of the consultancy
 * portfolio, served by `/download/portfolio`. `version` (the admin's copy) is added to both
 * addresses so a newly uploaded file is never served from a cache.
 */
export async function PortfolioLinks({
  version,
  downloadVariant,
  className,
}: {
  version?: string;
  downloadVariant: ButtonVariant;
  className: string;
}) {
  const { portfolio, documents } = (await getCatalogue()).publicPages;
  return (
    <div className={className}>
      <a
        href={hrefFor("/download/portfolio", {}, { query: { v: version || undefined } })}
        download
        className={buttonClassName(downloadVariant)}
      >
        {portfolio.download}
      </a>
      <a
        href={hrefFor("/download/portfolio", {}, { query: { inline: 1, v: version || undefined } })}
        target="_blank"
        rel="noopener"
        className={buttonClassName("secondary")}
      >
        {portfolio.view}
        <span className="sr-only"> {documents.opensInNewTab}</span>
      </a>
    </div>
  );
}
