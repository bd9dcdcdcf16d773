import { z } from "zod";
import { base64, int, text } from "./primitives";
import { array, field, object, orMissing, type Exact } from "./shape";

/*
 * Static content of the site: landing header photos and the consultancy portfolio (contract §2,
 * §3.2, §3.10).
 */

/**
 * HeaderVM: a landing header photo (`GET /api/Static/GetHeaders`, sorted by `order`): the image
 * in base64 (null when its file is gone), `order` its position.
 */
export const headerVm = object({
  id: int,
  imageBytes: base64,
  order: orMissing(int),
});

/**
 * Header: the stored header row echoed by `POST /api/Static/CreateHeader`; `imageUrl` the stored
 * file name (the text the admin sent).
 */
export const header = object({
  id: int,
  imageUrl: z.string(),
  order: int,
});

/**
 * A sub-image of a project: `name` is never stored, so it is always null on output; `image` the
 * file in base64 (null when the file is gone).
 */
export const subImage = object({
  id: int,
  description: text,
  isMainImage: z.boolean(),
  name: field(z.null(), z.string().nullish()),
  image: base64,
});

/**
 * ProjectVM: a consultancy project with every image inline (`GET /api/Projects`,
 * `GET /api/Projects/{projectId}`).
 */
export const projectVm = object({
  id: int,
  name: z.string(),
  allSubImages: orMissing(array(subImage)),
});

/** What the reference upstream writes as a HeaderVM. */
export type HeaderVm = Exact<typeof headerVm>;
/** What the reference upstream writes as a ProjectVM. */
export type ProjectVm = Exact<typeof projectVm>;
