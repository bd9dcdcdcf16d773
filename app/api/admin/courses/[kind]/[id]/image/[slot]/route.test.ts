import { beforeEach, describe, expect, it, vi } from "vitest";
import { stubUpstream, textResponse } from "@/test/upstream-support";
import { answerOf, formOf, pngFile, postForm, untouchableUpload } from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

// The course the upload names, read with the admin's token before the body (drafts included).
const getCourseRecord = vi.hoisted(() => vi.fn());
vi.mock("@/lib/upstream/courses", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/courses")>()),
  getCourseRecord,
}));

const { POST } = await import("./route");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

async function send(segments: { kind: string; id: string; slot: string }, form: FormData) {
  const path = `/api/admin/courses/${segments.kind}/${segments.id}/image/${segments.slot}`;
  return answerOf(await POST(postForm(path, form), { params: Promise.resolve(segments) }));
}

beforeEach(() => {
  getCourseRecord.mockReset().mockResolvedValue({ id: courseId, name: "Seismic" });
});

describe("POST /api/admin/courses/{kind}/{id}/image/{slot}", () => {
  it("sends the checked image of the slot and expires the course's tags", async () => {
    const calls = stubUpstream(() => textResponse(200));
    const answer = await send(
      { kind: "online", id: courseId, slot: "instructor" },
      formOf({ image: await pngFile() }),
    );
    expect(answer).toEqual({ status: 200, ok: true, message: "Data Updated Successfully" });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toMatch(/UploadInstructorImage/);
    expect(revalidateTag).toHaveBeenCalled();
  });

  it("refuses a bad kind, id or slot by its schema with 'Failed To Update Image' alone, before any upstream call", async () => {
    const calls = stubUpstream(() => textResponse(200));
    const image = await pngFile();
    for (const segments of [
      { kind: "products", id: courseId, slot: "course" },
      { kind: "online", id: "7", slot: "course" },
      { kind: "online", id: courseId, slot: "banner" },
    ]) {
      expect(await send(segments, formOf({ image }))).toEqual({
        status: 400,
        ok: false,
        message: "Failed To Update Image",
      });
    }
    // A form field cannot stand in for the path's segment.
    expect(
      await send({ kind: "online", id: "7", slot: "course" }, formOf({ image, id: courseId })),
    ).toEqual({
      status: 400,
      ok: false,
      message: "Failed To Update Image",
    });
    expect(calls).toHaveLength(0);
    expect(revalidateTag).not.toHaveBeenCalled();
  });

  it("says 'Please Choose a photo' under the image field without one", async () => {
    const calls = stubUpstream(() => textResponse(200));
    expect(await send({ kind: "on-demand", id: courseId, slot: "course" }, formOf({}))).toEqual({
      status: 400,
      ok: false,
      message: "Please Choose a photo",
      fieldErrors: { image: ["Please Choose a photo"] },
    });
    expect(calls).toHaveLength(0);
  });

  it("refuses an upload to a course the upstream does not have before a byte of the image is read", async () => {
    const calls = stubUpstream(() => textResponse(200));
    getCourseRecord.mockResolvedValue(null);
    const upload = untouchableUpload(`/api/admin/courses/online/${courseId}/image/course`);
    const answer = await answerOf(
      await POST(upload.request, {
        params: Promise.resolve({ kind: "online", id: courseId, slot: "course" }),
      }),
    );
    expect(answer).toEqual({
      status: 400,
      ok: false,
      message: "This item no longer exists: nothing was uploaded.",
    });
    expect(getCourseRecord).toHaveBeenCalledWith("online", courseId, "admin-token");
    expect(upload.reads()).toBe(0);
    expect(calls).toHaveLength(0);
  });
});
