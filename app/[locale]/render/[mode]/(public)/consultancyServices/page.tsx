import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { ProjectGallery, type GalleryImage } from "@/components/project-gallery";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import { pageMetadata } from "@/lib/page-metadata";
import { listProjects } from "@/lib/upstream/projects";
import type { Project } from "@/lib/upstream/types";
import { parseSearchParams, positiveIntParam } from "@/lib/search-params";
import { PortfolioLinks } from "@/components/portfolio-links";
import { EnquirySection } from "./_components/enquiry-section";
import { failPublicRead } from "@/lib/upstream-failure";

type Props = PageProps<"/[locale]/render/[mode]/consultancyServices">;

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  await resolveRenderMode(params);
  const [{ publicPages }, locale] = await Promise.all([getCatalogue(), getRequestLocale()]);
  return pageMetadata({
    title: publicPages.consultancy.title,
    description: publicPages.consultancy.description,
    path: "/consultancyServices",
    locale,
  });
}

/** The gallery's images of a project: only those that have a file, main image first. */
function galleryImages(project: Project): GalleryImage[] {
  return project.images
    .filter((image): image is typeof image & { imageUrl: string } => image.imageUrl !== null)
    .sort((a, b) => Number(b.isMainImage) - Number(a.isMainImage));
}

/** The project gallery: every project, or the empty text, or the failure. */
async function Projects({ chosen }: { chosen: { projectId?: number; imageId?: number } }) {
  const messages = await getCatalogue();
  let projects: Project[];
  try {
    projects = await listProjects();
  } catch (error) {
    failPublicRead(error, "consultancyServices", "consultancyServices: projects failed");
  }
  if (projects.length === 0) {
    return (
      <p className="rounded-lg bg-slate-50 px-4 py-10 text-center text-lg text-slate-700">
        {messages.public.noProjects}
      </p>
    );
  }
  return (
    <div className="grid gap-12 lg:grid-cols-2">
      {projects.map((project, index) => {
        const images = galleryImages(project);
        const { gallery } = messages.publicPages;
        return (
          <ProjectGallery
            key={project.id}
            projectId={project.id}
            name={project.name}
            images={images}
            initialImageId={chosen.projectId === project.id ? chosen.imageId : undefined}
            preload={index === 0}
            texts={{
              photos: gallery.photos(project.name),
              showPhoto: images.map((_, at) => gallery.showPhoto(at + 1, images.length)),
            }}
          />
        );
      })}
    </div>
  );
}

/** Spec §2 "Consultancy services": company description, portfolio, project gallery; then the enquiry form. */
export default async function ConsultancyServicesPage({ params, searchParams }: Props) {
  const mode = await resolveRenderMode(params);
  const { project: projectId, image: imageId } = parseSearchParams(
    await pageQuery(mode, searchParams),
    {
      project: positiveIntParam,
      image: positiveIntParam,
    },
  );
  const chosen = { projectId, imageId };
  const { consultancy: texts } = (await getCatalogue()).publicPages;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{texts.title}</h1>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
        {texts.intro.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>

      <section aria-labelledby="services-title" className="mt-10">
        <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {texts.servicesTitle}
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {texts.services.map((service) => (
            <li key={service.title} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-semibold text-brand-800">{service.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="portfolio-title" className="mt-10 rounded-xl bg-brand-50 p-6">
        <h2 id="portfolio-title" className="text-2xl font-bold tracking-tight text-slate-900">
          {texts.portfolioTitle}
        </h2>
        <p className="mt-2 text-slate-700">{texts.portfolioText}</p>
        <PortfolioLinks downloadVariant="primary" className="mt-4 flex flex-wrap gap-3" />
      </section>

      <section aria-labelledby="projects-title" className="mt-12">
        <h2 id="projects-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          {texts.projectsTitle}
        </h2>
        <Projects chosen={chosen} />
      </section>

      <EnquirySection />
    </div>
  );
}
