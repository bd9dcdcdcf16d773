import type { Metadata } from "next";
import Link from "next/link";
import { PortfolioLinks } from "@/components/portfolio-links";
import { InlineAlert } from "@/components/course/inline-alert";
import { buttonClassName } from "@/components/ui/button";
import { requireAdmin } from "@/lib/auth/guards";
import { listProjects } from "@/lib/upstream/projects";
import { getPortfolioStatus, type PortfolioStatus } from "@/lib/upstream/static-content";
import { PortfolioUpload } from "./_components/portfolio-upload";
import { ProjectTable, type ProjectRow } from "./_components/project-table";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export const metadata: Metadata = {
  title: "Manage Consultancy Services",
  robots: { index: false },
};

// Not spec texts: the spec names no failure for these reads.
const PROJECTS_FAILED = "We could not load the projects. Please try again.";
const PORTFOLIO_UNKNOWN =
  "We could not check the portfolio right now (the server reports an error, which is also what it answers when none has been uploaded).";

/** The projects as table rows, or the failure text. */
async function loadProjects(): Promise<{ rows: ProjectRow[] } | { error: string }> {
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
    return { error: PROJECTS_FAILED };
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

function PortfolioState({ status, version }: { status: PortfolioStatus | null; version: string }) {
  if (status && !status.isPublished) {
    return <p className="text-slate-700">No portfolio has been uploaded yet.</p>;
  }
  return (
    <div className="space-y-3">
      {status ? (
        <p className="text-slate-700">
          A portfolio is published ({status.format.extension.replace(".", "").toUpperCase()} file).
        </p>
      ) : (
        <InlineAlert message={PORTFOLIO_UNKNOWN} toast={false} />
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
  const [projects, portfolio] = await Promise.all([loadProjects(), loadPortfolio()]);
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-8">
      <PageHeading
        title="Manage Consultancy Services"
        intro={
          <>
            What visitors see on the{" "}
            <IntroLink href="/consultancyServices">Consultancy Services</IntroLink> page: the
            portfolio to download and the project gallery.
          </>
        }
      />

      <section
        aria-labelledby="portfolio-title"
        className="mt-8 space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
      >
        <h2 id="portfolio-title" className="text-xl font-semibold text-slate-900">
          Portfolio
        </h2>
        <PortfolioState status={portfolio.status} version={portfolio.version} />
        <h3 className="pt-2 text-base font-semibold text-slate-900">Upload a new portfolio</h3>
        <PortfolioUpload />
      </section>

      <section aria-labelledby="projects-title" className="mt-10 space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h2 id="projects-title" className="text-xl font-semibold text-slate-900">
            Projects
          </h2>
          <Link href="/addNewProject" className={buttonClassName("primary")}>
            Create New Project
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
