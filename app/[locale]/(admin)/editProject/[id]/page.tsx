import { hrefFor } from "@/lib/routes/manifest";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectForm } from "@/app/[locale]/(admin)/_components/project-form";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { getProject } from "@/lib/upstream/projects";
import type { Project } from "@/lib/upstream/types";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.projectForm.editTitle, robots: { index: false } };
}

type Props = PageProps<"/[locale]/editProject/[id]">;

/**
 * Spec §2 "Edit project": the project form prefilled with the project's name and images; saving
 * goes back to `/manageProjects`. Admin only. A malformed or unknown id is a 404.
 */
export default async function EditProjectPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(hrefFor("/editProject/[id]", { id }));
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const t = (await getCatalogue()).adminForms.projectForm;

  let project: Project | null;
  try {
    project = await getProject(Number(id));
  } catch (error) {
    logUpstreamFailure(error, "editProject: load failed");
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
        <PageHeading title={t.editTitle} />
        <div className="mt-6">
          {/* Not a spec text: the spec names no failure for loading a project to edit. */}
          <InlineAlert message={t.loadFailed} />
        </div>
      </div>
    );
  }
  if (!project) notFound();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
      <PageHeading
        title={t.editTitleOf(project.name)}
        intro={
          <>
            {t.editIntro} <IntroLink href="/manageProjects">{t.backToManage}</IntroLink>
          </>
        }
      />
      <div className="mt-6">
        <ProjectForm
          uploadUrl={hrefFor("/api/admin/projects/[id]", { id: project.id })}
          submitLabel={t.save}
          doneHref="/manageProjects"
          initial={{ name: project.name, images: project.images }}
        />
      </div>
    </div>
  );
}
