import { describe, expect, it } from "vitest";
import { tags } from "@/lib/upstream/tags";
import { jsonResponse, requestLines, stubUpstream, textResponse } from "@/test/upstream-support";
import { projectFormData, type ProjectFormImage } from "@/lib/validation/project";
import {
  answerOf,
  expectAdminOnlyRoute,
  expectFailedUpstreamAnswer,
  pngFile,
  postForm,
} from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

const { POST: create } = await import("./route");
const { POST: edit } = await import("./[id]/route");

const params = (id = "5") => ({ params: Promise.resolve({ id }) });
const keptBytes = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3]).toString("base64");

async function image(overrides: Partial<ProjectFormImage> = {}): Promise<ProjectFormImage> {
  return {
    key: "k",
    existingImageId: null,
    imageUrl: null,
    title: "Front",
    description: "The front elevation",
    isMainImage: true,
    file: await pngFile(),
    ...overrides,
  };
}

describe("POST /api/admin/projects", () => {
  it("creates the project with normalised JPEG images under generated names and expires the project tags", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const form = projectFormData({
      name: "Nile Tower",
      images: [await image(), await image({ key: "b", isMainImage: false, title: "Side" })],
    });
    expect(await answerOf(await create(postForm("/api/admin/projects", form), params()))).toEqual({
      status: 200,
      ok: true,
      message: "Project added successfully",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    const sent = JSON.parse(String(calls[0]?.body)) as {
      name: string;
      allSubImages: { name: string; image: string; isMainImage: boolean; description: string }[];
    };
    expect(sent.name).toBe("Nile Tower");
    expect(sent.allSubImages.map((sub) => sub.isMainImage)).toEqual([true, false]);
    for (const sub of sent.allSubImages) {
      expect(sub.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
      expect(Buffer.from(sub.image, "base64").subarray(0, 3)).toEqual(
        Buffer.from([0xff, 0xd8, 0xff]),
      );
    }
    expect(revalidateTag).toHaveBeenCalledWith(tags.projects, { expire: 0 });
  });

  it("checks every field and every image's bytes before any upstream call", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const cases: [FormData, string][] = [
      [projectFormData({ name: " ", images: [await image()] }), "Please enter a name"],
      [projectFormData({ name: "Tower", images: [] }), "You Need To Add At Least 1 Image"],
      [
        projectFormData({ name: "Tower", images: [await image({ description: "" })] }),
        "Please enter a description for this image",
      ],
      [
        projectFormData({ name: "Tower", images: [await image({ title: "" })] }),
        "Please enter a title for this image",
      ],
      [
        projectFormData({ name: "Tower", images: [await image({ file: null })] }),
        "Please choose an image file",
      ],
      [
        projectFormData({
          name: "Tower",
          images: [await image(), await image({ key: "b" })],
        }),
        "Please choose the main image",
      ],
    ];
    for (const [form, message] of cases) {
      const answer = await answerOf(await create(postForm("/api/admin/projects", form), params()));
      expect(answer).toMatchObject({ status: 400, ok: false, message });
    }
    // A second image whose bytes are a PDF: refused, and the first image is not sent either.
    const fake = new File(["%PDF-1.7 not an image"], "x.jpg", { type: "image/jpeg" });
    const mixed = projectFormData({
      name: "Tower",
      images: [await image(), await image({ key: "b", isMainImage: false, file: fake })],
    });
    const refused = (await answerOf(
      await create(postForm("/api/admin/projects", mixed), params()),
    )) as { status: number; fieldErrors: Record<string, string[]> };
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.fieldErrors)).toEqual(["images.1.file"]);
    expect(calls).toHaveLength(0);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("refuses to 'keep' images on a new project (a forged form)", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const form = projectFormData({
      name: "Tower",
      images: [await image({ existingImageId: 3, file: null })],
    });
    expect(await answerOf(await create(postForm("/api/admin/projects", form), params()))).toEqual({
      status: 400,
      ok: false,
      message: "Failed to add project",
    });
    expect(calls).toHaveLength(0);
  });

  it("says 'Failed to add project' when the upstream fails", async () => {
    stubUpstream(() => textResponse(500));
    const form = projectFormData({ name: "Tower", images: [await image()] });
    await expectFailedUpstreamAnswer(
      await create(postForm("/api/admin/projects", form), params()),
      "Failed to add project",
    );
  });

  it("refuses a visitor and a student without reading the form or calling the upstream", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const form = projectFormData({ name: "Tower", images: [await image()] });
    await expectAdminOnlyRoute(
      () => create(postForm("/api/admin/projects", form), params()),
      calls,
    );
    await expectAdminOnlyRoute(
      () => edit(postForm("/api/admin/projects/5", form), params()),
      calls,
    );
  });
});

describe("POST /api/admin/projects/{id}", () => {
  const existing = {
    id: 5,
    name: "Nile Tower",
    allSubImages: [
      { id: 50, description: "Old main", isMainImage: true, name: null, image: keptBytes },
      { id: 51, description: "Side", isMainImage: false, name: null, image: keptBytes },
    ],
  };

  it("resends kept images' bytes read from the upstream (never from the browser) with a new image", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET" ? jsonResponse(200, existing) : textResponse(204),
    );
    const form = projectFormData({
      name: "Nile Tower II",
      images: [
        await image({ key: "e51", existingImageId: 51, title: "", file: null, isMainImage: true }),
        await image({ key: "n", isMainImage: false }),
      ],
    });
    // A browser that also sends bytes for the kept image is ignored.
    form.set("file-0", new File(["evil"], "evil.jpg", { type: "image/jpeg" }));
    expect(await answerOf(await edit(postForm("/api/admin/projects/5", form), params()))).toEqual({
      status: 200,
      ok: true,
      message: "Project updated successfully",
    });
    expect(requestLines(calls)).toEqual(["GET /api/Projects/5", "PUT /api/Projects"]);
    const sent = JSON.parse(String(calls[1]?.body)) as {
      id: number;
      name: string;
      allSubImages: { image: string; description: string; isMainImage: boolean }[];
    };
    expect(sent.id).toBe(5);
    expect(sent.name).toBe("Nile Tower II");
    expect(sent.allSubImages[0]).toMatchObject({
      image: keptBytes,
      description: "The front elevation",
      isMainImage: true,
    });
    expect(sent.allSubImages[1]?.isMainImage).toBe(false);
    expect(revalidateTag).toHaveBeenCalledWith(tags.projects, { expire: 0 });
  });

  it("refuses a malformed id and a duplicated kept image before any upstream call", async () => {
    const calls = stubUpstream(() => jsonResponse(200, existing));
    const form = projectFormData({ name: "Tower", images: [await image()] });
    for (const id of ["0", "abc", "5/../../Students", "-1"]) {
      expect(
        await answerOf(await edit(postForm(`/api/admin/projects/${id}`, form), params(id))),
      ).toEqual({
        status: 400,
        ok: false,
        message: "Failed to edit project",
      });
    }
    const twice = projectFormData({
      name: "Tower",
      images: [
        await image({ existingImageId: 50, file: null }),
        await image({ key: "b", existingImageId: 50, file: null, isMainImage: false }),
      ],
    });
    expect((await edit(postForm("/api/admin/projects/5", twice), params())).status).toBe(400);
    expect(calls).toHaveLength(0);
  });

  it("says 'Failed to edit project' for an unknown project or a kept image it does not have", async () => {
    const form = projectFormData({
      name: "Tower",
      images: [await image({ existingImageId: 99, file: null })],
    });
    const calls = stubUpstream((call) =>
      call.method === "GET" ? jsonResponse(200, existing) : textResponse(204),
    );
    await expectFailedUpstreamAnswer(
      await edit(postForm("/api/admin/projects/5", form), params()),
      "Failed to edit project",
    );
    stubUpstream(() => jsonResponse(404, { title: "Not Found" }));
    expect((await edit(postForm("/api/admin/projects/5", form), params())).status).toBe(502);
    expect(calls.some((call) => call.method === "PUT")).toBe(false);
  });
});
