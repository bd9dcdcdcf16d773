import sharp from "sharp";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { courses, headers, projectImages, projects } from "../src/db/schema";
import { storeFile } from "../src/files";
import { admin, freshCallersBeforeEach } from "./fixtures";
import { appWith, call, getTestContext, json, multipart, publish, samples } from "./helpers";

// The media extension (upstream/EXTENSIONS.md, "Images and files by themselves"): one binary by
// itself, with its sniffed type and an ETag, never the rest of the document.

freshCallersBeforeEach();

// A real (decodable) JPEG: uploads are measured by their header before they are stored.
const jpeg = await sharp({ create: { width: 2, height: 2, channels: 3, background: "#1e3a5f" } })
  .jpeg()
  .toBuffer();

async function createPublication(): Promise<number> {
  const response = await call("POST", "/api/Documents/Publications", {
    token: admin.token,
    json: { title: "Seismic notes", description: "Free" },
  });
  expect(response.status).toBe(201);
  const { publicationId } = (await json(response)) as { publicationId: number };
  await publish("publication", publicationId, admin.token);
  return publicationId;
}

async function upload(path: string, data: Uint8Array, name: string): Promise<void> {
  const response = await call("POST", path, { token: admin.token, body: multipart(data, name, 0) });
  expect(response.status).toBe(201);
}

async function bytesOf(response: Response): Promise<number[]> {
  return [...new Uint8Array(await response.arrayBuffer())];
}

describe("media extension", () => {
  it("answers its version to anyone", async () => {
    const response = await call("GET", "/api/Media/version");
    expect(response.status).toBe(200);
    expect(await json(response)).toEqual({ version: 1 });
  });

  it("serves a publication's cover alone, without its file, with its type and an ETag", async () => {
    const id = await createPublication();
    // A 3 MB PDF beside a tiny cover: the cover answer must not carry the PDF.
    const pdf = Buffer.concat([samples.pdf, Buffer.alloc(3_000_000, 0x20)]);
    await upload(`/api/Documents/Publications/UploadImage/${id}`, samples.png, "cover.png");
    await upload(`/api/Documents/Publications/UploadFile/${id}`, pdf, "notes.pdf");

    const response = await call("GET", `/api/Documents/Publications/${id}/Image`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("content-length")).toBe(String(samples.png.length));
    const etag = response.headers.get("etag");
    expect(etag).toMatch(/^"[0-9a-f-]{36}"$/);
    expect(await bytesOf(response)).toEqual([...samples.png]);

    const again = await call("GET", `/api/Documents/Publications/${id}/Image`, {
      headers: { "If-None-Match": etag! },
    });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");

    const file = await call("GET", `/api/Documents/Publications/${id}/File`);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-type")).toBe("application/pdf");
    expect((await file.arrayBuffer()).byteLength).toBe(pdf.length);
  });

  it("gives a replaced image a new ETag", async () => {
    const id = await createPublication();
    await upload(`/api/Documents/Publications/UploadImage/${id}`, samples.png, "a.png");
    const first = (await call("GET", `/api/Documents/Publications/${id}/Image`)).headers.get(
      "etag",
    );
    await upload(`/api/Documents/Publications/UploadImage/${id}`, jpeg, "b.jpg");
    const second = await call("GET", `/api/Documents/Publications/${id}/Image`);
    expect(second.headers.get("content-type")).toBe("image/jpeg");
    expect(second.headers.get("etag")).not.toBe(first);
    expect(await bytesOf(second)).toEqual([...jpeg]);
  });

  it("answers 404 for an unknown id, an item without an image and a malformed id is refused", async () => {
    const id = await createPublication();
    expect((await call("GET", `/api/Documents/Publications/${id}/Image`)).status).toBe(404);
    expect((await call("GET", `/api/Documents/Publications/${id}/File`)).status).toBe(404);
    expect((await call("GET", `/api/Documents/Publications/${id + 1}/Image`)).status).toBe(404);
    expect((await call("GET", "/api/Documents/Products/1/Image")).status).toBe(404);
    expect((await call("GET", "/api/Documents/Products/abc/Image")).status).toBe(400);
    expect((await call("GET", "/api/OnDemandCourses/not-a-guid/Image")).status).toBe(400);
  });

  it("serves a product image", async () => {
    const created = await call("POST", "/api/Documents/Product", {
      token: admin.token,
      json: { title: "Sheet", description: "Beams", price: 5 },
    });
    const { productId } = (await json(created)) as { productId: number };
    await upload(`/api/Documents/Product/UploadImage/${productId}`, jpeg, "p.jpg");
    const response = await call("GET", `/api/Documents/Products/${productId}/Image`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("image/jpeg");
    expect(await bytesOf(response)).toEqual([...jpeg]);
  });

  it("serves course and instructor images of the right course kind only", async () => {
    const { database } = await getTestContext();
    const db = database.db;
    const image = await storeFile(db, { data: samples.png, contentType: "image/png" });
    const instructor = await storeFile(db, { data: jpeg, contentType: "image/jpeg" });
    const [course] = await db
      .insert(courses)
      .values({
        kind: "onDemand",
        name: "Steel",
        hours: "3",
        imageFileId: image,
        instructorImageFileId: instructor,
      })
      .returning({ id: courses.id });
    const id = course!.id.toUpperCase();

    const courseImage = await call("GET", `/api/OnDemandCourses/${id}/Image`);
    expect(courseImage.status).toBe(200);
    expect(await bytesOf(courseImage)).toEqual([...samples.png]);
    const instructorImage = await call("GET", `/api/OnDemandCourses/${id}/InstructorImage`);
    expect(instructorImage.headers.get("content-type")).toBe("image/jpeg");
    expect(await bytesOf(instructorImage)).toEqual([...jpeg]);
    expect((await call("GET", `/api/OnlineCourses/${id}/Image`)).status).toBe(404);
    await db.update(courses).set({ kind: "online" }).where(eq(courses.id, course!.id));
    expect((await call("GET", `/api/OnlineCourses/${id}/Image`)).status).toBe(200);
  });

  it("serves one project sub-image and one header photo by id", async () => {
    const { database } = await getTestContext();
    const db = database.db;
    const [project] = await db
      .insert(projects)
      .values({ name: "Bridge" })
      .returning({ id: projects.id });
    const fileId = await storeFile(db, { data: jpeg, contentType: "image/jpeg" });
    const [sub] = await db
      .insert(projectImages)
      .values({ projectId: project!.id, fileId, isMainImage: true })
      .returning({ id: projectImages.id });
    const projectImage = await call("GET", `/api/Projects/Images/${sub!.id}`);
    expect(projectImage.status).toBe(200);
    expect(await bytesOf(projectImage)).toEqual([...jpeg]);
    expect((await call("GET", `/api/Projects/Images/${sub!.id + 1}`)).status).toBe(404);

    const headerFile = await storeFile(db, { data: samples.png, contentType: "image/png" });
    const [header] = await db
      .insert(headers)
      .values({ imageFileId: headerFile })
      .returning({ id: headers.id });
    const headerImage = await call("GET", `/api/Static/Headers/${header!.id}/Image`);
    expect(headerImage.status).toBe(200);
    expect(await bytesOf(headerImage)).toEqual([...samples.png]);
  });

  it("is absent with UPSTREAM_MEDIA=false, as on the legacy API", async () => {
    const legacy = await appWith({ UPSTREAM_MEDIA: "false" });
    expect((await legacy.request("http://upstream.test/api/Media/version")).status).toBe(404);
    expect(
      (await legacy.request("http://upstream.test/api/Documents/Publications/1/Image")).status,
    ).toBe(404);
  });
});
