import { hrefFor } from "@/lib/routes/manifest";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ProjectForm } from "@/app/[locale]/(admin)/_components/project-form";
import { InlineAlert } from "@/components/course/inline-alert";
import { requireAdmin } from "@/lib/auth/guards";
import { getProject } from "@/lib/upstream/projects";
import type { Project } from "@/lib/upstream/types";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export const metadata: Metadata = { title: "Edit Project", robots: { index: false } };

type Props = PageProps<"/[locale]/editProject/[id]">;

// Not a spec text: the spec names no failure for loading a project to edit.
const LOAD_FAILED = "We could not load this project. Please try again.";

/**
 * Spec §2 "Edit project": the project form prefilled with the project's name and images; saving
 * goes back to `/manageProjects`. Admin only. A malformed or unknown id is a 404.
 */
export default async function EditProjectPage({ params }: Props) {
  const { id } = await params;
  await requireAdmin(hrefFor("/editProject/[id]", { id }));
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();

  let project: Project | null;
  try {
    project = await getProject(Number(id));
  } catch (error) {
    logUpstreamFailure(error, "editProject: load failed");
    return (
      <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
        <PageHeading title="Edit Project" />
        <div className="mt-6">
          <InlineAlert message={LOAD_FAILED} />
        </div>
      </div>
    );
  }
  if (!project) notFound();

  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
      <PageHeading
        title={`Edit Project: ${project.name}`}
        intro={
          <>
            Change the name, the descriptions and the main image, add photos or remove them.{" "}
            <IntroLink href="/manageProjects">Back to Manage Consultancy Services</IntroLink>
          </>
        }
      />
      <div className="mt-6">
        <ProjectForm
          uploadUrl={hrefFor("/api/admin/projects/[id]", { id: project.id })}
          submitLabel="Save Changes"
          doneHref="/manageProjects"
          initial={{ name: project.name, images: project.images }}
        />
      </div>
    </div>
  );
}
