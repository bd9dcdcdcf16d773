import { pageQuery, resolveRenderMode } from "@/lib/render-mode";
import type { Metadata } from "next";
import { ProjectGallery, type GalleryImage } from "@/components/project-gallery";
import { messages } from "@/lib/messages";
import { pageMetadata } from "@/lib/page-metadata";
import { listProjects } from "@/lib/upstream/projects";
import type { Project } from "@/lib/upstream/types";
import { parseSearchParams, positiveIntParam } from "@/lib/search-params";
import { PortfolioLinks } from "@/components/portfolio-links";
import { EnquirySection } from "./_components/enquiry-section";
import { failPublicRead } from "@/lib/upstream-failure";

const title = "Consultancy Services";
const description =
  "Structural design, peer review, retrofitting and site supervision for residential, commercial and industrial buildings. Download our portfolio and see our projects.";

export const metadata: Metadata = pageMetadata({
  title,
  description,
  path: "/consultancyServices",
});

// Not a spec text: the spec names no failure for the project gallery.

const services: { title: string; text: string }[] = [
  {
    title: "Structural design",
    text: "Analysis and design of reinforced concrete and steel buildings, foundations, retaining walls and water tanks, with calculation reports and construction drawings to the Egyptian code.",
  },
  {
    title: "Peer review",
    text: "An independent check of another office's model, calculations and drawings before tender or permit, with a clear list of findings and the fixes they need.",
  },
  {
    title: "Assessment and retrofitting",
    text: "Condition surveys of existing buildings, load-capacity checks for new uses or added floors, and strengthening with jacketing, steel plates or FRP.",
  },
  {
    title: "Site supervision",
    text: "Inspection of reinforcement, formwork, concreting and steel erection on site, so that what gets built is what was designed.",
  },
];

type Props = PageProps<"/[locale]/consultancyServices">;

/** The gallery's images of a project: only those that have a file, main image first. */
function galleryImages(project: Project): GalleryImage[] {
  return project.images
    .filter((image): image is typeof image & { imageUrl: string } => image.imageUrl !== null)
    .sort((a, b) => Number(b.isMainImage) - Number(a.isMainImage));
}

/** The project gallery: every project, or the empty text, or the failure. */
async function Projects({ chosen }: { chosen: { projectId?: number; imageId?: number } }) {
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
      {projects.map((project, index) => (
        <ProjectGallery
          key={project.id}
          projectId={project.id}
          name={project.name}
          images={galleryImages(project)}
          initialImageId={chosen.projectId === project.id ? chosen.imageId : undefined}
          preload={index === 0}
        />
      ))}
    </div>
  );
}

/** Spec §2 "Consultancy services": company description, portfolio, project gallery; then the enquiry form. */
export default async function ConsultancyServicesPage({ params, searchParams }: Props) {
  await resolveRenderMode(params);
  const { project: projectId, image: imageId } = parseSearchParams(await pageQuery(searchParams), {
    project: positiveIntParam,
    image: positiveIntParam,
  });
  const chosen = { projectId, imageId };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{title}</h1>
      <div className="mt-4 max-w-3xl space-y-4 text-lg leading-8 text-slate-700">
        <p>
          BrightWay Engineering is a structural engineering office. The engineers who teach our
          courses design and supervise real buildings: residential towers, commercial centres,
          industrial sheds and warehouses, water structures and the foundations beneath them.
        </p>
        <p>
          We work with owners, architects and contractors from the first concept to the last site
          visit, and we stay answerable for the numbers: every design comes with its model,
          calculation report and drawings.
        </p>
      </div>

      <section aria-labelledby="services-title" className="mt-10">
        <h2 id="services-title" className="text-2xl font-bold tracking-tight text-slate-900">
          What we do
        </h2>
        <ul className="mt-6 grid gap-5 sm:grid-cols-2">
          {services.map((service) => (
            <li key={service.title} className="rounded-xl border border-slate-200 p-5">
              <h3 className="font-semibold text-brand-800">{service.title}</h3>
              <p className="mt-2 text-sm leading-6 text-slate-700">{service.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="portfolio-title" className="mt-10 rounded-xl bg-brand-50 p-6">
        <h2 id="portfolio-title" className="text-2xl font-bold tracking-tight text-slate-900">
          Our portfolio
        </h2>
        <p className="mt-2 text-slate-700">
          Our company profile, services and selected projects in one document.
        </p>
        <PortfolioLinks downloadVariant="primary" className="mt-4 flex flex-wrap gap-3" />
      </section>

      <section aria-labelledby="projects-title" className="mt-12">
        <h2 id="projects-title" className="mb-6 text-2xl font-bold tracking-tight text-slate-900">
          Our projects
        </h2>
        <Projects chosen={chosen} />
      </section>

      <EnquirySection />
    </div>
  );
}
