import { describe, expect, it } from "vitest";
import { tags } from "@/lib/upstream/tags";
import { jsonResponse, requestLines, stubUpstream, textResponse } from "@/test/upstream-support";
import {
  answerOf,
  expectAdminOnlyRoute,
  expectFailedUpstreamAnswer,
  formOf,
  pngFile,
  postForm,
} from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

const { POST } = await import("./route");

const params = { params: Promise.resolve({}) };
const jpeg = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 1]).toString("base64");

async function send(image: File | null) {
  const body = new FormData();
  if (image) body.set("image", image);
  return answerOf(await POST(postForm("/api/admin/header-photos", body), params));
}

/** The upstream: two headers (orders 2 and 7), creation answers id 12, upload as given. */
function upstream(uploadStatus: number) {
  return stubUpstream((call) => {
    const path = call.url.pathname;
    if (path === "/api/Static/GetHeaders")
      return jsonResponse(200, [
        { id: 3, imageBytes: jpeg, order: 7 },
        { id: 1, imageBytes: null, order: 2 },
      ]);
    if (path === "/api/Static/CreateHeader")
      return jsonResponse(200, { id: 12, imageUrl: "", order: 8 });
    if (path === "/api/Static/UploadHeaderImage/12") return textResponse(uploadStatus);
    return textResponse(204);
  });
}

describe("POST /api/admin/header-photos", () => {
  it("creates the row last in the banner with an empty imageUrl, uploads the image and expires the headers tag", async () => {
    const calls = upstream(204);
    expect(await send(await pngFile())).toEqual({
      status: 200,
      ok: true,
      message: "Photo added successfully",
    });
    expect(requestLines(calls)).toEqual([
      "GET /api/Static/GetHeaders",
      "POST /api/Static/CreateHeader",
      "POST /api/Static/UploadHeaderImage/12",
    ]);
    expect(JSON.parse(String(calls[1]?.body))).toEqual({ id: 0, imageUrl: "", order: 8 });
    const uploaded = calls[2]?.body as FormData;
    expect((uploaded.get("File") as File).type).toBe("image/jpeg");
    expect(revalidateTag).toHaveBeenCalledWith(tags.headers, { expire: 0 });
  });

  it("deletes the new row again and says 'Failed to Add Photo' when the image upload fails", async () => {
    const calls = upstream(500);
    expect(await send(await pngFile())).toEqual({
      status: 400,
      ok: false,
      message: "Failed to Add Photo",
    });
    expect(requestLines(calls).slice(2)).toEqual([
      "POST /api/Static/UploadHeaderImage/12",
      "DELETE /api/Static/DeleteHeader/12",
    ]);
  });

  it("says 'Please select a photo' without a file and refuses non-image bytes before any upstream call", async () => {
    const calls = upstream(204);
    expect(await send(null)).toMatchObject({
      status: 400,
      ok: false,
      message: "Please select a photo",
    });
    const fake = new File(["%PDF-1.7"], "banner.jpg", { type: "image/jpeg" });
    expect(await send(fake)).toMatchObject({ status: 400, ok: false });
    expect(calls).toHaveLength(0);
  });

  it("says 'Failed to Add Photo' when the row cannot be created", async () => {
    stubUpstream((call) => (call.method === "GET" ? jsonResponse(200, []) : textResponse(500)));
    await expectFailedUpstreamAnswer(
      await POST(postForm("/api/admin/header-photos", formOf({ image: await pngFile() })), params),
      "Failed to Add Photo",
    );
  });

  it("refuses a visitor and a student without calling the upstream", async () => {
    const calls = upstream(204);
    const image = await pngFile();
    await expectAdminOnlyRoute(
      () => POST(postForm("/api/admin/header-photos", formOf({ image })), params),
      calls,
    );
  });
});
