import { afterEach, describe, expect, it, vi } from "vitest";
vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { mediaVersion } from "@/lib/media";
import {
  createProject,
  getProject,
  getProjectSubImage,
  listProjects,
  updateProject,
} from "@/lib/upstream/projects";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

const main = Buffer.from("main image").toString("base64");
const other = Buffer.from("other image").toString("base64");

function projectVm(id: number, subIds: [number, number]) {
  return {
    id,
    name: "Tower",
    allSubImages: [
      { id: subIds[0], description: "Front", isMainImage: true, name: null, image: main },
      { id: subIds[1], description: null, isMainImage: false, name: null, image: other },
    ],
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("listProjects", () => {
  it("reshapes sub-images into media URLs keyed by sub-image id", async () => {
    stubUpstream(() => jsonResponse(200, [projectVm(1, [10, 11])]));
    const [project] = await listProjects();
    expect(project).toEqual({
      id: 1,
      name: "Tower",
      images: [
        {
          id: 10,
          description: "Front",
          isMainImage: true,
          imageUrl: `/media/project-image/10/${mediaVersion(main)}`,
        },
        {
          id: 11,
          description: null,
          isMainImage: false,
          imageUrl: `/media/project-image/11/${mediaVersion(other)}`,
        },
      ],
    });
  });
});

describe("getProject", () => {
  it("reads the upstream's 204 for an unknown id as null", async () => {
    stubUpstream(() => textResponse(204));
    await expect(getProject(99)).resolves.toBeNull();
  });

  it("reads the reference upstream's 404 for an unknown id as null", async () => {
    stubUpstream(() => jsonResponse(404, { title: "Not Found", status: 404 }));
    await expect(getProject(98)).resolves.toBeNull();
  });
});

describe("getProjectSubImage", () => {
  it("reads only the project that holds the image, found in the project list", async () => {
    const calls = stubUpstream(({ url }) =>
      url.pathname === "/api/Projects"
        ? jsonResponse(200, [projectVm(1, [10, 11]), projectVm(2, [20, 21])])
        : jsonResponse(200, projectVm(2, [20, 21])),
    );
    await expect(getProjectSubImage(21)).resolves.toBe(other);
    expect(calls.map((call) => call.url.pathname)).toEqual(["/api/Projects", "/api/Projects/2"]);
  });

  it("answers null for an id no project holds, without reading any project", async () => {
    const calls = stubUpstream(() => jsonResponse(200, [projectVm(1, [10, 11])]));
    await expect(getProjectSubImage(99)).resolves.toBeNull();
    await expect(getProjectSubImage(-3)).resolves.toBeNull();
    expect(calls.map((call) => call.url.pathname)).toEqual(["/api/Projects"]);
  });

  it("answers null when the project was deleted after the list was read (the legacy's 204)", async () => {
    stubUpstream(({ url }) =>
      url.pathname === "/api/Projects"
        ? jsonResponse(200, [projectVm(1, [10, 11])])
        : new Response(null, { status: 204 }),
    );
    await expect(getProjectSubImage(10)).resolves.toBeNull();
  });
});

describe("project mutations", () => {
  it("sends new images as base64 under generated names, never the form's file names", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const file = new File(["jpeg bytes"], "../../../etc/passwd", { type: "image/jpeg" });
    await createProject(
      { name: "Bridge", images: [{ file, description: "Deck", isMainImage: true }] },
      "admin-token",
    );
    const body = JSON.parse(String(calls[0]?.body)) as {
      allSubImages: Array<Record<string, unknown>>;
    };
    const [image] = body.allSubImages;
    expect(image?.image).toBe(Buffer.from("jpeg bytes").toString("base64"));
    expect(image?.name).toMatch(/^[0-9a-f-]{36}\.jpg$/);
    expect(image).toMatchObject({ id: 0, description: "Deck", isMainImage: true });
  });

  it("resends the bytes of kept images on update", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET" ? jsonResponse(200, projectVm(1, [10, 11])) : textResponse(204),
    );
    await updateProject(
      1,
      {
        name: "Tower 2",
        images: [{ existingImageId: 11, description: "Side", isMainImage: true }],
      },
      "admin-token",
    );
    const put = calls.find((call) => call.method === "PUT");
    const body = JSON.parse(String(put?.body)) as {
      id: number;
      allSubImages: Array<Record<string, unknown>>;
    };
    expect(body.id).toBe(1);
    expect(body.allSubImages).toHaveLength(1);
    expect(body.allSubImages[0]).toMatchObject({
      image: other,
      description: "Side",
      isMainImage: true,
    });
  });
});
