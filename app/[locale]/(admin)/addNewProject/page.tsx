import type { Metadata } from "next";
import { ProjectForm } from "@/app/[locale]/(admin)/_components/project-form";
import { requireAdmin } from "@/lib/auth/guards";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";

export const metadata: Metadata = { title: "Create New Project", robots: { index: false } };

/**
 * Spec §2 "Add project": a new consultancy project with its images. Admin only (checked here,
 * in the layout and again by the route handler the form posts to). On success the admin lands
 * on `/manageProjects` and the project is on `/consultancyServices` at the next load.
 */
export default async function AddNewProjectPage() {
  await requireAdmin("/addNewProject");
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
      <PageHeading
        title="Create New Project"
        intro={
          <>
            Add a project to the gallery on the{" "}
            <IntroLink href="/consultancyServices">Consultancy Services</IntroLink> page.
          </>
        }
      />
      <div className="mt-6">
        <ProjectForm
          uploadUrl="/api/admin/projects"
          submitLabel="Add Project"
          doneHref="/manageProjects"
        />
      </div>
    </div>
  );
}
