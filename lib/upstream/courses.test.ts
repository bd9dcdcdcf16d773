import { describe, expect, it, vi } from "vitest";

vi.mock("next/cache", () => import("@/test/next-cache-recorder"));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createCourse,
  deleteCourse,
  getCourse,
  getCourseImages,
  isCourseOutlineSupported,
  listCourses,
  tagsTouchedByCourse,
  updateCourse,
  uploadCourseImage,
} from "@/lib/upstream/courses";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { cacheDeclarations, isolateCachedUpstreamTests } from "@/test/next-cache-recorder";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const sectionId = "16fd2706-8baf-433b-82eb-8c7fada847da";
const image = Buffer.from("course image").toString("base64");
const instructorImage = Buffer.from("instructor image").toString("base64");

/** A wire CourseVM of an on-demand course (it carries packages and sections). */
function onDemandVm(overrides: Record<string, unknown> = {}) {
  return {
    id: courseId,
    name: "Steel Design",
    description: "Beams and columns",
    defaultPrice: 0,
    discount: 15,
    hasDiscount: true,
    enrollments: 4,
    start: "0001-01-01T00:00:00",
    end: "0001-01-01T00:00:00",
    hours: "30",
    imageBytes: image,
    intructorName: "Eng. Sara",
    intructorDescription: "PhD",
    intructorImageBytes: instructorImage,
    packages: [{ id: packageId, name: "Basic", durationByMonthes: 3, price: 1500, courseId }],
    sections: [{ id: sectionId, name: "Intro", courseId }],
    ...overrides,
  };
}

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

isolateCachedUpstreamTests();

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
      published: false,
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

describe("listCourses (on-demand)", () => {
  it("reshapes CourseVM: typos fixed, images as media URLs, packages in months", async () => {
    const calls = stubUpstream(() => jsonResponse(200, [onDemandVm()]));
    const [course] = await listCourses("on-demand");
    expect(calls[0]?.url.pathname).toBe("/api/OnDemandCourses/GetAllOnDemandCourses");
    expect(course).toEqual({
      id: courseId,
      name: "Steel Design",
      description: "Beams and columns",
      discount: 15,
      hasDiscount: true,
      enrollments: 4,
      hours: "30",
      imageUrl: `/media/on-demand-course/${courseId}/${mediaVersion(image)}`,
      instructorName: "Eng. Sara",
      instructorDescription: "PhD",
      instructorImageUrl: `/media/on-demand-instructor/${courseId}/${mediaVersion(instructorImage)}`,
      packages: [{ id: packageId, name: "Basic", durationMonths: 3, price: 1500, courseId }],
      sections: [{ id: sectionId, name: "Intro", courseId, position: null }],
      // A legacy CourseVM has neither list: the page shows neither.
      outcomes: [],
      requirements: [],
    });
    const text = JSON.stringify(course);
    expect(text).not.toContain(image);
    expect(text).not.toMatch(/intructor|Monthes/);
  });

  it("gives null image URLs and empty lists for missing images and null arrays", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        onDemandVm({
          imageBytes: null,
          intructorImageBytes: null,
          packages: null,
          sections: null,
          description: null,
        }),
      ]),
    );
    const [course] = await listCourses("on-demand");
    expect(course?.imageUrl).toBeNull();
    expect(course?.instructorImageUrl).toBeNull();
    expect(course?.packages).toEqual([]);
    expect(course?.description).toBeNull();
  });

  it("is cached under the on-demand courses tag with the catalogue lifetime", async () => {
    stubUpstream(() => jsonResponse(200, []));
    await listCourses("on-demand");
    expect(cacheDeclarations[0]).toEqual({ tags: ["on-demand-courses"], profile: "catalogue" });
  });
});

describe("getCourse (on-demand)", () => {
  it("returns null without calling the upstream for an id that is not a Guid", async () => {
    const calls = stubUpstream(() => jsonResponse(200, onDemandVm()));
    await expect(getCourse("on-demand", "../Students")).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("maps the legacy 500 and a 404 for an unknown id to null", async () => {
    stubUpstream(() => textResponse(500));
    await expect(getCourse("on-demand", courseId)).resolves.toBeNull();
    stubUpstream(() => jsonResponse(404, { title: "Not Found" }));
    await expect(getCourse("on-demand", courseId)).resolves.toBeNull();
  });

  it("treats an online course (no package list) as not found", async () => {
    stubUpstream(() => jsonResponse(200, onDemandVm({ packages: null, sections: null })));
    await expect(getCourse("on-demand", courseId)).resolves.toBeNull();
  });

  it("reads GetSingleCourse and tags the item and the collection", async () => {
    const calls = stubUpstream(() => jsonResponse(200, onDemandVm()));
    const course = await getCourse("on-demand", courseId.toUpperCase());
    expect(course?.packages[0]?.durationMonths).toBe(3);
    // One cached entry per course whatever the id's case: the upstream is asked in lower case.
    expect(calls[0]?.url.pathname).toBe(
      `/api/OnDemandCourses/GetSingleCourse/${courseId.toLowerCase()}`,
    );
    expect(cacheDeclarations[0]).toEqual({
      tags: ["on-demand-courses", `on-demand-course:${courseId}`],
      profile: "catalogue",
    });
  });
});

describe("course outcomes and requirements", () => {
  it("reads both lists from the upstream that writes them", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        onDemandVm({
          outcomes: ["Model a 20-storey tower", "Check drift"],
          requirements: ["Concrete design basics"],
        }),
      ]),
    );
    const [course] = await listCourses("on-demand");
    expect(course).toMatchObject({
      outcomes: ["Model a 20-storey tower", "Check drift"],
      requirements: ["Concrete design basics"],
    });
  });

  it("sends the lists on create and update only when given (left out, the upstream keeps them)", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET"
        ? jsonResponse(200, onlineDto())
        : call.method === "POST"
          ? jsonResponse(200, { courseId })
          : textResponse(204),
    );
    await createCourse(
      "online",
      { ...onlineInput, outcomes: ["Check drift"], requirements: [] },
      "admin-token",
    );
    await updateCourse("online", courseId, onlineInput, "admin-token");
    const [created, updated] = calls
      .filter((call) => call.method !== "GET")
      .map((call) => JSON.parse(String(call.body)) as Record<string, unknown>);
    expect(created).toMatchObject({ outcomes: ["Check drift"], requirements: [] });
    expect(updated).not.toHaveProperty("outcomes");
    expect(updated).not.toHaveProperty("requirements");
  });

  it("detects the extension by its probe, and a legacy 404 as absent", async () => {
    stubUpstream((call) =>
      call.url.pathname === "/api/CourseOutline/version"
        ? jsonResponse(200, { version: 1 })
        : textResponse(404),
    );
    expect(await isCourseOutlineSupported()).toBe(true);
  });

  it("reads a legacy upstream's 404 probe as absent", async () => {
    const calls = stubUpstream(() => textResponse(404));
    expect(await isCourseOutlineSupported()).toBe(false);
    expect(calls.map((call) => call.url.pathname)).toEqual(["/api/CourseOutline/version"]);
  });
});

describe("getCourseImages", () => {
  it("returns the raw base64 for the media route, without a fetch-level cache (the media entry keeps it)", async () => {
    const calls = stubUpstream(() => jsonResponse(200, onDemandVm({ intructorImageBytes: null })));
    await expect(getCourseImages("on-demand", courseId)).resolves.toEqual({
      image,
      instructorImage: null,
    });
    expect(calls[0]?.init.next).toBeUndefined();
    expect(calls[0]?.init.cache).toBe("no-store");
  });
});

describe("on-demand course mutations", () => {
  it("creates with the upstream's field names, price 0 and a derived hasDiscount", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { courseId }));
    const id = await createCourse(
      "on-demand",
      {
        name: "N",
        description: "D",
        hours: 12,
        discount: 0,
        instructorName: "I",
        instructorDescription: "ID",
      },
      "admin-token",
    );
    expect(id).toBe(courseId);
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      name: "N",
      description: "D",
      objectives: null,
      price: 0,
      discount: 0,
      hasDiscount: false,
      hours: "12",
      intructorName: "I",
      intructorDescription: "ID",
      published: false,
    });
  });

  it("uploads the image as multipart File and Type without the browser's file name", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await uploadCourseImage(
      "on-demand",
      "course",
      courseId,
      new File(["png"], "../../evil.png", { type: "image/png" }),
      "admin-token",
    );
    const form = calls[0]?.body;
    expect(form).toBeInstanceOf(FormData);
    const file = (form as FormData).get("File");
    expect(file).toBeInstanceOf(File);
    expect((file as File).name).toBe("upload.png");
    expect((form as FormData).get("Type")).toBe("1");
  });

  it("refuses a malformed id before calling the upstream", async () => {
    const calls = stubUpstream(() => textResponse(201));
    const error = await uploadCourseImage(
      "on-demand",
      "course",
      "x/../y",
      new Blob(["a"]),
      "t",
    ).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).isNotFound).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
