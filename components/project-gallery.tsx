"use client";

import Image from "next/image";
import { useState } from "react";

/** One image of a project as the gallery shows it. */
export interface GalleryImage {
  id: number;
  description: string | null;
  isMainImage: boolean;
  imageUrl: string;
}

/**
 * One consultancy project: its name, the chosen image large with its description, and the
 * thumbnails. Choosing a thumbnail shows it as the main image. Thumbnails are links
 * (`?project=&image=`) that the server honours, so they work without JavaScript; with it, the
 * choice happens in place without a request.
 */
export function ProjectGallery({
  projectId,
  name,
  images,
  initialImageId,
  preload = false,
  texts,
}: {
  projectId: number;
  name: string;
  images: GalleryImage[];
  /** The image chosen by the URL; otherwise the main image (or the first). */
  initialImageId?: number;
  preload?: boolean;
  /**
   * The gallery's words in the page's language, resolved on the server (a client component takes
   * no function): the thumbnails' list name and each thumbnail's name, in `images` order.
   */
  texts: { photos: string; showPhoto: readonly string[] };
}) {
  const fallback = images.find((image) => image.isMainImage) ?? images[0];
  const [selectedId, setSelectedId] = useState<number | undefined>(
    images.some((image) => image.id === initialImageId) ? initialImageId : fallback?.id,
  );
  const selected = images.find((image) => image.id === selectedId) ?? fallback;
  const headingId = `project-${projectId}-title`;

  return (
    <section id={`project-${projectId}`} aria-labelledby={headingId} className="scroll-mt-20">
      <h3 id={headingId} className="text-xl font-semibold text-slate-900">
        {name}
      </h3>
      {selected ? (
        <figure className="mt-4">
          <div className="relative aspect-[16/10] w-full overflow-hidden rounded-xl bg-slate-100">
            <Image
              key={selected.id}
              src={selected.imageUrl}
              alt={selected.description ? `${name}: ${selected.description}` : name}
              fill
              sizes="(min-width: 1024px) 720px, 100vw"
              preload={preload}
              fetchPriority={preload ? "high" : undefined}
              className="object-cover"
            />
          </div>
          {selected.description ? (
            <figcaption dir="auto" className="mt-3 leading-7 text-slate-700">
              {selected.description}
            </figcaption>
          ) : null}
        </figure>
      ) : null}
      {images.length > 1 ? (
        <ul className="mt-4 flex flex-wrap gap-3" aria-label={texts.photos}>
          {images.map((image, index) => {
            const isSelected = image.id === selected?.id;
            return (
              <li key={image.id}>
                <a
                  href={`?project=${projectId}&image=${image.id}#project-${projectId}`}
                  aria-current={isSelected ? "true" : undefined}
                  onClick={(event) => {
                    event.preventDefault();
                    setSelectedId(image.id);
                  }}
                  className={`relative block size-20 overflow-hidden rounded-lg border-2 sm:size-24 ${
                    isSelected ? "border-brand-700" : "border-transparent hover:border-slate-400"
                  }`}
                >
                  <Image src={image.imageUrl} alt="" fill sizes="96px" className="object-cover" />
                  <span className="sr-only">
                    {texts.showPhoto[index]}
                    {image.description ? `: ${image.description}` : ""}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
    </section>
  );
}
