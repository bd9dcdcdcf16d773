import { afterEach, describe, expect, it, vi } from "vitest";

// unstable_cache needs a Next.js server; here the cached function simply runs.
vi.mock("next/cache", () => ({ cacheTag: () => undefined, cacheLife: () => undefined }));

import {
  createCourse,
  deleteCourse,
  getCourse,
  tagsTouchedByCourse,
  updateCourse,
  uploadCourseImage,
} from "@/lib/upstream/courses";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";

const onlineInput = {
  name: "Seismic",
  description: "Live",
  price: 120,
  discount: 10,
  hours: 8,
  instructorName: "Eng. Omar",
  instructorDescription: "PE",
  start: "2031-01-10",
  end: "2031-02-10",
};

function onlineDto(overrides: Record<string, unknown> = {}) {
  return {
    id: courseId,
    name: "Old",
    description: "Old",
    objectives: "stored objectives",
    defaultPrice: 100,
    discount: 0,
    hasDiscount: false,
    enrollments: 7,
    hours: "6",
    intructorName: "I",
    intructorDescription: "D",
    start: "2031-01-01T00:00:00",
    end: "2031-01-02T00:00:00",
    link: "https://meet.example/abc",
    ...overrides,
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("courses (one module for both kinds)", () => {
  it("creates an online course with its USD price, dates and a derived hasDiscount", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { courseId }));
    await expect(createCourse("online", onlineInput, "admin-token")).resolves.toBe(courseId);
    expect(calls[0]?.url.pathname).toBe("/api/OnlineCourses");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      name: "Seismic",
      description: "Live",
      defaultPrice: 120,
      discount: 10,
      hasDiscount: true,
      hours: "8",
      intructorName: "Eng. Omar",
      intructorDescription: "PE",
      start: "2031-01-10",
      end: "2031-02-10",
      objectives: null,
      link: null,
    });
  });

  it("sends the stored objectives and link back on an online update (the PUT overwrites them)", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET" ? jsonResponse(200, onlineDto()) : textResponse(204),
    );
    await updateCourse("online", courseId, onlineInput, "admin-token");
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/OnlineCourses/${courseId}`);
    const body = JSON.parse(String(put?.body));
    expect(body).toMatchObject({
      objectives: "stored objectives",
      link: "https://meet.example/abc",
      defaultPrice: 120,
    });
    // The online PUT does not touch the counter: nothing is sent for it.
    expect(body).not.toHaveProperty("enrollments");
  });

  it("sends the stored enrolment counter back on an on-demand update, and price 0", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET"
        ? jsonResponse(200, { ...onlineDto(), price: 0, enrollments: 42 })
        : textResponse(204),
    );
    await updateCourse(
      "on-demand",
      courseId,
      {
        name: "N",
        description: "D",
        discount: 0,
        hours: 3,
        instructorName: "I",
        instructorDescription: "ID",
      },
      "admin-token",
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/OnDemandCourses/${courseId}`);
    expect(JSON.parse(String(put?.body))).toMatchObject({ enrollments: 42, price: 0, hours: "3" });
  });

  it("uploads each image slot to its own endpoint of the kind's controller", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const image = new Blob(["jpeg"], { type: "image/jpeg" });
    await uploadCourseImage("online", "course", courseId, image, "t");
    await uploadCourseImage("online", "instructor", courseId, image, "t");
    await uploadCourseImage("on-demand", "course", courseId, image, "t");
    await uploadCourseImage("on-demand", "instructor", courseId, image, "t");
    expect(calls.map((call) => call.url.pathname)).toEqual([
      `/api/OnlineCourses/UploadCourseImage/${courseId}`,
      `/api/OnlineCourses/UploadInstructorImage/${courseId}`,
      `/api/OnDemandCourses/UploadCourseImage/${courseId}`,
      `/api/OnDemandCourses/UploadInstructorImage/${courseId}`,
    ]);
  });

  it("deletes through the kind's controller and refuses a malformed id without a call", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await deleteCourse("online", courseId, "t");
    await expect(deleteCourse("on-demand", "../Students", "t")).rejects.toMatchObject({
      status: 404,
    });
    expect(calls.map((call) => `${call.method} ${call.url.pathname}`)).toEqual([
      `DELETE /api/OnlineCourses/${courseId}`,
    ]);
  });

  it("treats a course of the other kind as not found", async () => {
    stubUpstream(() =>
      jsonResponse(200, {
        ...onlineDto(),
        imageBytes: null,
        intructorImageBytes: null,
        packages: [],
        sections: [],
      }),
    );
    await expect(getCourse("online", courseId)).resolves.toBeNull();
    await expect(getCourse("on-demand", courseId)).resolves.toMatchObject({
      id: courseId,
      packages: [],
    });
  });

  it("names the tags of the kind's mutations", () => {
    expect(tagsTouchedByCourse("online", courseId)).toEqual(tagsTouchedBy.onlineCourse(courseId));
    expect(tagsTouchedByCourse("on-demand", courseId)).toEqual(
      tagsTouchedBy.onDemandCourse(courseId),
    );
  });
});
