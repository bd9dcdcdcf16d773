import { header, headerVm } from "@brightway/contract";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { headers, portfolios } from "../src/db/schema";
import { admin, student, freshCallersBeforeEach } from "./fixtures";
import {
  call,
  expectAdminOnly,
  expectJsonBodyOnly,
  expectProblem,
  fileCount,
  getTestContext,
  json,
  multipart,
  samples,
  postFile,
} from "./helpers";

freshCallersBeforeEach();

async function createHeader(body: Record<string, unknown>) {
  const response = await call("POST", "/api/Static/CreateHeader", {
    token: admin.token,
    json: body,
  });
  expect(response.status).toBe(200);
  return header.exact.parse(await json(response));
}

describe("header photos", () => {
  it("creates a header (200 Header), uploads its image (204) and lists HeaderVMs by order then id", async () => {
    const late = await createHeader({ imageUrl: "", order: 5 });
    expect(late).toEqual({ id: late.id, imageUrl: "", order: 5 });
    const early = await createHeader({ id: 0, ImageUrl: "hero", order: "1" });
    const tie = await createHeader({ imageUrl: "x", order: 5 });

    const upload = await postFile(
      `/api/Static/UploadHeaderImage/${late.id}`,
      admin.token,
      samples.png,
      "h.png",
    );
    expect(upload.status).toBe(204);

    const list = z
      .array(headerVm.exact)
      .parse(await json(await call("GET", "/api/Static/GetHeaders")));
    expect(list).toEqual([
      { id: early.id, imageBytes: null, order: 1 },
      { id: late.id, imageBytes: samples.png.toString("base64"), order: 5 },
      { id: tie.id, imageBytes: null, order: 5 },
    ]);
  });

  it("keeps imageUrl as a label only: a path-like value never reaches storage", async () => {
    const header = await createHeader({ imageUrl: "../../etc/passwd", order: 0 });
    expect(header.imageUrl).toBe("../../etc/passwd");
    expect(await fileCount()).toBe(0);
    expect(
      (await call("DELETE", `/api/Static/DeleteHeader/${header.id}`, { token: admin.token }))
        .status,
    ).toBe(204);
    expect(await json(await call("GET", "/api/Static/GetHeaders"))).toEqual([]);
  });

  it("validates CreateHeader: non-zero id, missing or null imageUrl, non-integer order, non-JSON", async () => {
    const post = (body: unknown) =>
      call("POST", "/api/Static/CreateHeader", { token: admin.token, json: body });
    expect(
      (await expectProblem(await post({ id: 3, imageUrl: "", order: 0 }), 400)).errors,
    ).toHaveProperty("id");
    expect((await expectProblem(await post({ order: 0 }), 400)).errors).toHaveProperty("imageUrl");
    await expectProblem(await post({ imageUrl: null, order: 0 }), 400);
    await expectProblem(await post({ imageUrl: "", order: 1.5 }), 400);
    await expectProblem(await post({ imageUrl: "", order: "first" }), 400);
    await expectJsonBodyOnly("/api/Static/CreateHeader", admin.token);
  });

  it("replaces a header image, deleting the old file; 415 for a non-image; 404 and 400 for bad ids", async () => {
    const header = await createHeader({ imageUrl: "", order: 0 });
    const upload = (id: string | number, data: Buffer) =>
      postFile(`/api/Static/UploadHeaderImage/${id}`, admin.token, data, "h.png");
    expect((await upload(header.id, samples.png)).status).toBe(204);
    expect((await upload(header.id, samples.png)).status).toBe(204);
    expect(await fileCount()).toBe(1);
    await expectProblem(await upload(header.id, samples.pdf), 415);
    await expectProblem(await upload(9999, samples.png), 404);
    await expectProblem(await upload("abc", samples.png), 400);
    expect(await fileCount()).toBe(1);
  });

  it("deletes a header and its image file (204); 404 for an unknown id", async () => {
    const header = await createHeader({ imageUrl: "", order: 0 });
    await postFile(`/api/Static/UploadHeaderImage/${header.id}`, admin.token, samples.png, "h.png");
    expect(
      (await call("DELETE", `/api/Static/DeleteHeader/${header.id}`, { token: admin.token }))
        .status,
    ).toBe(204);
    expect(await fileCount()).toBe(0);
    const { database } = await getTestContext();
    expect(await database.db.select().from(headers).where(eq(headers.id, header.id))).toEqual([]);
    await expectProblem(
      await call("DELETE", `/api/Static/DeleteHeader/${header.id}`, { token: admin.token }),
      404,
    );
  });

  it("is admin-only for every write, GetHeaders is public", async () => {
    const header = await createHeader({ imageUrl: "", order: 0 });
    await expectAdminOnly("POST", "/api/Static/CreateHeader", student, {
      json: { imageUrl: "", order: 0 },
    });
    await expectAdminOnly("POST", `/api/Static/UploadHeaderImage/${header.id}`, student, {
      body: () => multipart(samples.png, "h.png"),
    });
    await expectAdminOnly("DELETE", `/api/Static/DeleteHeader/${header.id}`, student);
    expect((await call("GET", "/api/Static/GetHeaders", { token: student.token })).status).toBe(
      200,
    );
    expect(await json(await call("GET", "/api/Static/GetHeaders"))).toHaveLength(1);
  });
});

describe("portfolio", () => {
  const upload = (data: Buffer, type?: number) =>
    postFile("/api/Static/UploadPorotfolio", admin.token, data, "portfolio", type);

  it("answers 404 before any upload, then serves the uploaded PDF byte for byte", async () => {
    await expectProblem(await call("GET", "/api/Static/GetPortofilo"), 404);
    const response = await upload(samples.pdf);
    expect(response.status).toBe(204);
    const download = await call("GET", "/api/Static/GetPortofilo");
    expect(download.status).toBe(200);
    expect(download.headers.get("content-type")).toBe("application/pdf");
    expect(download.headers.get("content-length")).toBe(String(samples.pdf.length));
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.pdf)).toBe(true);
  });

  it("keeps exactly one portfolio, deletes the old file and sends a non-PDF with its real type", async () => {
    expect((await upload(samples.pdf)).status).toBe(204);
    // `Type` is ignored: the bytes decide.
    expect((await upload(samples.pptx, 0)).status).toBe(204);
    const { database } = await getTestContext();
    expect(await database.db.select().from(portfolios)).toHaveLength(1);
    expect(await fileCount()).toBe(1);
    const download = await call("GET", "/api/Static/GetPortofilo");
    expect(download.headers.get("content-type")).toBe(
      "application/vnd.openxmlformats-officedocument.presentationml.presentation",
    );
    expect(Buffer.from(await download.arrayBuffer()).equals(samples.pptx)).toBe(true);
  });

  it("refuses non-documents (415), a missing file (400), and non-admins", async () => {
    await expectProblem(await upload(samples.text), 415);
    await expectProblem(await upload(samples.png), 415);
    await expectProblem(
      await call("POST", "/api/Static/UploadPorotfolio", {
        token: admin.token,
        body: new FormData(),
      }),
      400,
    );
    await expectAdminOnly("POST", "/api/Static/UploadPorotfolio", student, {
      body: () => multipart(samples.pdf, "p.pdf"),
    });
    expect(await fileCount()).toBe(0);
  });
});
