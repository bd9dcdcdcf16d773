import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { PortfolioLinks } from "@/components/portfolio-links";
import { InlineAlert } from "@/components/course/inline-alert";
import { buttonClassName } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/guards";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { getCatalogue } from "@/lib/i18n/server";
import { listProjects } from "@/lib/upstream/projects";
import { getPortfolioStatus, type PortfolioStatus } from "@/lib/upstream/static-content";
import { PortfolioUpload } from "./_components/portfolio-upload";
import { ProjectTable, type ProjectRow } from "./_components/project-table";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  const messages = await getCatalogue();
  return { title: messages.adminPages.projects.title, robots: { index: false } };
}

/** The page's texts. */
type Texts = Catalogue["adminPages"]["projects"];

/** The projects as table rows, or the failure text. */
async function loadProjects(text: Texts): Promise<{ rows: ProjectRow[] } | { error: string }> {
  try {
    const projects = await listProjects();
    return {
      rows: projects.map((project) => {
        const main =
          project.images.find((image) => image.isMainImage && image.imageUrl) ??
          project.images.find((image) => image.imageUrl);
        return {
          id: project.id,
          name: project.name,
          imageCount: project.images.length,
          mainImageUrl: main?.imageUrl ?? null,
        };
      }),
    };
  } catch (error) {
    logUpstreamFailure(error, "manageProjects: projects failed");
    return { error: text.projectsFailed };
  }
}

/**
 * Whether a portfolio is published, plus a version for the admin's download links: the public
 * route lets browsers keep the file for 5 minutes, and the admin must see a new upload at once.
 */
async function loadPortfolio(): Promise<{ status: PortfolioStatus | null; version: string }> {
  const version = Date.now().toString(36);
  try {
    return { status: await getPortfolioStatus(), version };
  } catch (error) {
    logUpstreamFailure(error, "manageProjects: portfolio status failed");
    return { status: null, version };
  }
}

function PortfolioState({
  status,
  version,
  text,
}: {
  status: PortfolioStatus | null;
  version: string;
  text: Texts;
}) {
  if (status && !status.isPublished) {
    return <p className="text-slate-700">{text.noPortfolio}</p>;
  }
  return (
    <div className="space-y-3">
      {status ? (
        <p className="text-slate-700">
          {text.portfolioPublished(status.format.extension.replace(".", "").toUpperCase())}
        </p>
      ) : (
        <InlineAlert message={text.portfolioUnknown} toast={false} />
      )}
      <PortfolioLinks
        version={version}
        downloadVariant="secondary"
        className="flex flex-wrap gap-3"
      />
    </div>
  );
}

/**
 * Spec §2 "Manage consultancy services": upload, download and view the single portfolio file,
 * and the project list with Edit and Delete. Admin only (checked here, in the layout, and again
 * by every action and route handler).
 */
export default async function ManageProjectsPage() {
  await requireAdmin("/manageProjects");
  const messages = await getCatalogue();
  const text = messages.adminPages.projects;
  const [projects, portfolio] = await Promise.all([loadProjects(text), loadPortfolio()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <PageHeading
        title={text.title}
        intro={
          <>
            {text.introBefore} <IntroLink href="/consultancyServices">{text.introLink}</IntroLink>
            {text.introAfter}
          </>
        }
      />

      <section
        aria-labelledby="portfolio-title"
        className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="portfolio-title" className="text-xl font-semibold text-slate-900">
          {text.portfolioHeading}
        </h2>
        <PortfolioState status={portfolio.status} version={portfolio.version} text={text} />
        <h3 className="pt-2 text-base font-semibold text-slate-900">{text.uploadHeading}</h3>
        <PortfolioUpload />
      </section>

      <section aria-labelledby="projects-title" className="mt-10 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="projects-title" className="text-xl font-semibold text-slate-900">
            {text.projectsHeading}
          </h2>
          <Link href="/addNewProject" className={buttonClassName("primary")}>
            {text.create}
          </Link>
        </div>
        {"error" in projects ? (
          <InlineAlert message={projects.error} />
        ) : (
          <ProjectTable projects={projects.rows} />
        )}
      </section>
    </div>
  );
}
