import type { Metadata } from "next";
import { ProjectForm } from "@/app/[locale]/(admin)/_components/project-form";
import { requireAdmin } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { IntroLink, PageHeading } from "@/app/[locale]/(admin)/_components/page-heading";

/** The tab's title in the page's language; never indexed. */
export async function generateMetadata(): Promise<Metadata> {
  const { adminForms } = await getCatalogue();
  return { title: adminForms.projectForm.createTitle, robots: { index: false } };
}

/**
 * Spec §2 "Add project": a new consultancy project with its images. Admin only (checked here,
 * in the layout and again by the route handler the form posts to). On success the admin lands
 * on `/manageProjects` and the project is on `/consultancyServices` at the next load.
 */
export default async function AddNewProjectPage() {
  await requireAdmin("/addNewProject");
  const t = (await getCatalogue()).adminForms.projectForm;
  return (
    <div className="mx-auto max-w-4xl px-4 py-8 sm:px-8">
      <PageHeading
        title={t.createTitle}
        intro={
          <>
            {t.createIntroBefore}
            <IntroLink href="/consultancyServices">{t.createIntroLink}</IntroLink>
            {t.createIntroAfter}
          </>
        }
      />
      <div className="mt-6">
        <ProjectForm
          uploadUrl="/api/admin/projects"
          submitLabel={t.add}
          doneHref="/manageProjects"
        />
      </div>
    </div>
  );
}
