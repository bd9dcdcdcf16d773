import { beforeEach, describe, expect, it, vi } from "vitest";
import { jsonResponse, requestLines, stubUpstream, textResponse } from "@/test/upstream-support";
import { expectAdminOnlyRoute, formOf, pngFile, postForm } from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

// Whether the upstream has drafts (extension "Publishing"): absent unless a test says so.
const publishing = vi.hoisted(() => ({ hasDrafts: false }));
vi.mock("@/lib/upstream/publishing", () => ({
  isPublishingSupported: async () => publishing.hasDrafts,
}));
beforeEach(() => {
  publishing.hasDrafts = false;
});

const { POST } = await import("./route");

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";

const courseImage = await pngFile(40, 30, "course.png");
const instructorImage = await pngFile(40, 30, "omar.png");

function onlineForm(overrides: Record<string, string | File | null> = {}): FormData {
  return formOf({
    name: "Seismic Design",
    price: "120",
    discount: "10",
    lectures: "8",
    start: "2099-01-10",
    end: "2099-02-10",
    description: "Live sessions",
    instructorName: "Eng. Omar",
    instructorDescription: "PE",
    courseImage,
    instructorImage,
    ...overrides,
  });
}

function post(kind: string, form: FormData) {
  return POST(postForm(`/api/admin/courses/${kind}`, form), { params: Promise.resolve({ kind }) });
}

/** The fake upstream: creates answer the id, uploads answer 201 unless `failUpload` names the action. */
function upstream(failUpload?: "UploadCourseImage" | "UploadInstructorImage") {
  return stubUpstream((call) => {
    if (
      call.method === "POST" &&
      /^\/api\/(OnlineCourses|OnDemandCourses)$/.test(call.url.pathname)
    )
      return jsonResponse(200, { courseId });
    if (failUpload && call.url.pathname.includes(`/${failUpload}/`))
      return textResponse(500, "disk full");
    return textResponse(201);
  });
}

const tagsExpired = () => revalidateTag.mock.calls.map(([tag]) => tag);

describe("POST /api/admin/courses/[kind]", () => {
  it("creates the record, then the course image, then the instructor image, and lands on the manage page", async () => {
    const calls = upstream();
    const response = await post("online", onlineForm());
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      ok: true,
      data: { id: courseId, redirectTo: "/manageOnlineCourses" },
      message: "Course Created Successfully",
    });
    expect(requestLines(calls)).toEqual([
      "POST /api/OnlineCourses",
      `POST /api/OnlineCourses/UploadCourseImage/${courseId}`,
      `POST /api/OnlineCourses/UploadInstructorImage/${courseId}`,
    ]);
    expect(calls.every((call) => call.headers.get("Authorization") === "Bearer admin-token")).toBe(
      true,
    );
    // The images travel normalised (JPEG), never as the browser sent them.
    const sent = (calls[1]?.body as FormData).get("File") as File;
    expect(sent.type).toBe("image/jpeg");
    expect(tagsExpired()).toEqual(
      expect.arrayContaining(["online-courses", `online-course:${courseId}`]),
    );
  });

  it("says the new course is a draft where the upstream has drafts", async () => {
    publishing.hasDrafts = true;
    upstream();
    expect(await (await post("online", onlineForm())).json()).toMatchObject({
      ok: true,
      message: "Course Created Successfully. Saved as a draft. Publish it when it is ready.",
      data: { redirectTo: "/manageOnlineCourses" },
    });
  });

  it("sends an on-demand course to its manage page with the package reminder", async () => {
    const calls = upstream();
    const form = onlineForm({ price: null, lectures: null, start: null, end: null, hours: "30" });
    const body = await (await post("on-demand", form)).json();
    expect(body).toMatchObject({
      ok: true,
      message: "Course Created Successfully",
      data: { redirectTo: `/manageOnDemandCourses?created=${courseId}` },
    });
    expect(requestLines(calls)[0]).toBe("POST /api/OnDemandCourses");
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({
      price: 0,
      hours: "30",
      hasDiscount: true,
    });
  });

  it("creates a course with its outline lists, one item a line, when the form sent them", async () => {
    const calls = upstream();
    const form = onlineForm({
      outcomes: "Compute base shear\r\n\r\nDetail ductile frames",
      requirements: "Concrete design basics",
    });
    expect((await (await post("online", form)).json()).ok).toBe(true);
    expect(JSON.parse(String(calls[0]?.body))).toMatchObject({
      outcomes: ["Compute base shear", "Detail ductile frames"],
      requirements: ["Concrete design basics"],
    });
    const refused = await post(
      "online",
      onlineForm({ outcomes: Array.from({ length: 13 }, (_, n) => `Item ${n}`).join("\n") }),
    );
    expect(refused.status).toBe(400);
    expect((await refused.json()).fieldErrors).toEqual({
      outcomes: ["Write at most 12 items, one a line"],
    });
    expect(calls).toHaveLength(3);
  });

  it("validates every field and both images' bytes before any upstream call", async () => {
    const calls = upstream();
    const form = onlineForm({
      price: "abc",
      start: "2001-01-01",
      courseImage: new File(["not an image"], "fake.png", { type: "image/png" }),
      instructorImage: null,
    });
    const response = await post("online", form);
    expect(response.status).toBe(400);
    const body = await response.json();
    expect(body.ok).toBe(false);
    expect(body.fieldErrors).toMatchObject({
      price: ["Price must be a number of at least 0"],
      start: ["Start date cannot be before today"],
      instructorImage: ["Please Choose a photo"],
    });
    expect(body.fieldErrors.courseImage[0]).toContain("not an accepted type");
    expect(calls).toHaveLength(0);
  });

  it("keeps the record when the course image step fails, names the step and points to the edit page", async () => {
    const calls = upstream("UploadCourseImage");
    const response = await post("online", onlineForm());
    expect(await response.json()).toEqual({
      ok: false,
      message: "Failed to upload Course Image",
      redirectTo: `/editOnlineCourse/${courseId}?imageFailed=course`,
    });
    // No delete, and the instructor step is not tried after a failed course step.
    expect(requestLines(calls)).toEqual([
      "POST /api/OnlineCourses",
      `POST /api/OnlineCourses/UploadCourseImage/${courseId}`,
    ]);
    expect(tagsExpired()).toContain("online-courses");
  });

  it("names the instructor image step when that one fails", async () => {
    upstream("UploadInstructorImage");
    const body = await (await post("on-demand", onlineForm({ hours: "12" }))).json();
    expect(body).toEqual({
      ok: false,
      message: "Failed to upload Instructor Image",
      redirectTo: `/editOnDemandCourse/${courseId}?imageFailed=instructor`,
    });
  });

  it("says 'Failed to create Course' when the record cannot be created", async () => {
    const calls = stubUpstream(() => textResponse(500, "boom"));
    const body = await (await post("online", onlineForm())).json();
    expect(body).toEqual({ ok: false, message: "Failed to create Course" });
    expect(calls).toHaveLength(1);
  });

  it("refuses a visitor and a student without any upstream call", async () => {
    const calls = upstream();
    await expectAdminOnlyRoute(() => post("online", onlineForm()), calls);
  });

  it("refuses an unknown kind", async () => {
    const calls = upstream();
    expect(await (await post("products", onlineForm())).json()).toEqual({
      ok: false,
      message: "Failed to create Course",
    });
    expect(calls).toHaveLength(0);
  });
});
