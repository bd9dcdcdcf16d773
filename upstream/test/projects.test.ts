import { projectVm } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { projectImages, projects } from "../src/db/schema";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import {
  callWithJsonText,
  call,
  expectProblem,
  fileCount,
  getTestContext,
  json,
  samples,
} from "./helpers";

freshCallersBeforeEach();

const png = samples.png.toString("base64");
/** A 1×1 GIF, so two images of one project are told apart by their bytes. */
const gif = Buffer.from("R0lGODlhAQABAAAAACH5BAEKAAEALAAAAAABAAEAAAICTAEAOw==", "base64").toString(
  "base64",
);

const projectBody = {
  id: 77,
  name: "Bridge retrofit",
  allSubImages: [
    { id: 5, description: "Before", isMainImage: false, name: "before.png", image: png },
    { id: 6, description: null, isMainImage: true, name: "after.gif", image: gif },
  ],
};

async function createProject(body: unknown = projectBody) {
  const response = await call("POST", "/api/Projects", { token: admin.token, json: body });
  expect(response.status).toBe(201);
  expect(await response.text()).toBe("");
  const { database } = await getTestContext();
  const rows = await database.db.select({ id: projects.id }).from(projects);
  return Math.max(...rows.map((row) => row.id));
}

describe("projects: reads", () => {
  it("lists ProjectVMs with every image inlined, names null, ordered by project id and position", async () => {
    const first = await createProject();
    const second = await createProject({ name: "Tower", allSubImages: [] });
    const list = z.array(projectVm.exact).parse(await json(await call("GET", "/api/Projects")));
    expect(list.map((project) => project.id)).toEqual([first, second]);
    expect(list[0]).toMatchObject({
      id: first,
      name: "Bridge retrofit",
      allSubImages: [
        { description: "Before", isMainImage: false, name: null, image: png },
        { description: null, isMainImage: true, name: null, image: gif },
      ],
    });
    // Sent ids are ignored: the server assigns its own.
    expect(first).not.toBe(77);
    expect(list[0]!.allSubImages.map((image) => image.id)).not.toContain(5);
    expect(list[1]).toEqual({ id: second, name: "Tower", allSubImages: [] });
  });

  it("reads one project; unknown id 404 problem; bad id 400", async () => {
    const id = await createProject();
    const one = projectVm.exact.parse(await json(await call("GET", `/api/Projects/${id}`)));
    expect(one.allSubImages).toHaveLength(2);
    await expectProblem(await call("GET", "/api/Projects/9999"), 404);
    await expectProblem(await call("GET", "/api/Projects/one"), 400);
  });
});

describe("projects: create", () => {
  it("accepts an omitted image list, case-insensitive keys and marks the first image main when none is", async () => {
    const bare = await createProject({ name: "No images" });
    expect(
      projectVm.exact.parse(await json(await call("GET", `/api/Projects/${bare}`))).allSubImages,
    ).toEqual([]);

    const id = await createProject({
      Name: "Keys",
      AllSubImages: [
        { Name: "a", Image: png, IsMainImage: false, Description: "A" },
        { name: "b", image: gif },
      ],
    });
    const project = projectVm.exact.parse(await json(await call("GET", `/api/Projects/${id}`)));
    expect(project.name).toBe("Keys");
    expect(project.allSubImages.map((image) => [image.description, image.isMainImage])).toEqual([
      ["A", true],
      [null, false],
    ]);
  });

  it("never uses a sub-image name as a path: it is stored as text only", async () => {
    const id = await createProject({
      name: "Paths",
      allSubImages: [{ name: "../../../../tmp/evil.png", isMainImage: true, image: png }],
    });
    const { database } = await getTestContext();
    const [row] = await database.db
      .select()
      .from(projectImages)
      .where(eq(projectImages.projectId, id));
    expect(row?.name).toBe("../../../../tmp/evil.png");
    expect(await fileCount()).toBe(1);
  });

  it("rejects bad bodies with 400 and stores nothing", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/Projects", { token: admin.token, json: body });
    const image = { name: "a.png", isMainImage: false, image: png };
    expect((await expectProblem(await post({ allSubImages: [] }), 400)).errors).toHaveProperty(
      "name",
    );
    for (const badImage of [
      { ...image, name: "" },
      { isMainImage: true, image: png },
      { ...image, image: null },
      { ...image, image: "not base64!" },
      { ...image, isMainImage: "yes" },
    ]) {
      await expectProblem(await post({ name: "X", allSubImages: [badImage] }), 400);
    }
    const notImage = await expectProblem(
      await post({
        name: "X",
        allSubImages: [{ ...image, image: samples.pdf.toString("base64") }],
      }),
      400,
    );
    expect(JSON.stringify(notImage.errors)).toContain("not a JPEG, PNG, GIF or WebP");
    const twoMain = await expectProblem(
      await post({
        name: "X",
        allSubImages: [
          { ...image, isMainImage: true },
          { ...image, isMainImage: true },
        ],
      }),
      400,
    );
    expect(twoMain.errors).toHaveProperty("allSubImages");
    await expectProblem(await callWithJsonText("POST", "/api/Projects", "[", admin.token), 400);
    const { database } = await getTestContext();
    expect(await database.db.select().from(projects)).toEqual([]);
    expect(await fileCount()).toBe(0);
  });

  it("refuses a body over 30 MB with 413", async () => {
    const big = Buffer.alloc(31_000_000, 0x41);
    big.write('{"name":"Huge","allSubImages":[{"name":"x","image":"', 0, "latin1");
    big.write('"}]}', big.length - 4, "latin1");
    await expectProblem(await callWithJsonText("POST", "/api/Projects", big, admin.token), 413);
    expect(await fileCount()).toBe(0);
  });
});

describe("projects: update and delete", () => {
  it("replaces name and images in place (same project id), deleting the old image files", async () => {
    const id = await createProject();
    expect(await fileCount()).toBe(2);
    const response = await call("PUT", "/api/Projects", {
      token: admin.token,
      json: {
        id: String(id),
        name: "Bridge retrofit, phase 2",
        allSubImages: [{ name: "new.png", isMainImage: true, image: png }],
      },
    });
    expect(response.status).toBe(204);
    const project = projectVm.exact.parse(await json(await call("GET", `/api/Projects/${id}`)));
    expect(project).toMatchObject({
      id,
      name: "Bridge retrofit, phase 2",
      allSubImages: [{ description: null, isMainImage: true, name: null, image: png }],
    });
    expect(await fileCount()).toBe(1);
  });

  it("answers 404 for an unknown id and 400 for a missing id or bad body, changing nothing", async () => {
    const id = await createProject();
    const put = (body: unknown) => call("PUT", "/api/Projects", { token: admin.token, json: body });
    await expectProblem(await put({ id: 4321, name: "Ghost", allSubImages: [] }), 404);
    expect(
      (await expectProblem(await put({ name: "No id", allSubImages: [] }), 400)).errors,
    ).toHaveProperty("id");
    await expectProblem(
      await put({ id, name: "Bad", allSubImages: [{ name: "x", image: "@@@" }] }),
      400,
    );
    const { database } = await getTestContext();
    expect(await database.db.select().from(projects)).toEqual([{ id, name: "Bridge retrofit" }]);
    expect(await fileCount()).toBe(2);
  });

  it("deletes a project with its images and files (204), and answers 204 for an unknown id", async () => {
    const id = await createProject();
    const keep = await createProject({
      name: "Keep",
      allSubImages: [{ name: "k", isMainImage: true, image: gif }],
    });
    expect((await call("DELETE", `/api/Projects/${id}`, { token: admin.token })).status).toBe(204);
    expect(await fileCount()).toBe(1);
    const list = z.array(projectVm.exact).parse(await json(await call("GET", "/api/Projects")));
    expect(list.map((project) => project.id)).toEqual([keep]);
    expect((await call("DELETE", "/api/Projects/999999", { token: admin.token })).status).toBe(204);
    await expectProblem(await call("DELETE", "/api/Projects/zero", { token: admin.token }), 400);
  });

  it("is admin-only for every write; reads are public", async () => {
    const id = await createProject();
    const body = { id, name: "X", allSubImages: [] };
    for (const [method, path, json] of [
      ["POST", "/api/Projects", body],
      ["PUT", "/api/Projects", body],
      ["DELETE", `/api/Projects/${id}`, undefined],
    ] as const) {
      await expectProblem(await call(method, path, { json }), 401);
      await expectProblem(await call(method, path, { json, token: student.token }), 403);
    }
    expect((await call("GET", "/api/Projects", { token: student.token })).status).toBe(200);
    expect((await call("GET", `/api/Projects/${id}`)).status).toBe(200);
    const { database } = await getTestContext();
    expect(await database.db.select().from(projects)).toEqual([{ id, name: "Bridge retrofit" }]);
  });
});
