import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";

const cache = vi.hoisted(() => ({ calls: [] as Array<{ tags: string[]; profile?: string }> }));
// 'use cache' needs a Next.js server; here the cached function runs and its tags and lifetime
// (cacheTag, then cacheLife, lib/upstream/catalogue-cache.ts) are recorded.
vi.mock("next/cache", () => ({
  cacheTag: (...tags: string[]) => cache.calls.push({ tags }),
  cacheLife: (profile: string) => {
    const last = cache.calls.at(-1);
    if (last) last.profile = profile;
  },
}));

import { mediaVersion } from "@/lib/media";
import { UpstreamError } from "@/lib/upstream/client";
import {
  createOnDemandCourse,
  getOnDemandCourse,
  getOnDemandCourseImages,
  listOnDemandCourses,
  updateOnDemandCourse,
  uploadOnDemandCourseImage,
} from "@/lib/upstream/on-demand-courses";
import { jsonResponse, stubUpstream, textResponse } from "@/lib/upstream/test-support";

const courseId = "0f8fad5b-d9cb-469f-a165-70867728950e";
const packageId = "7c9e6679-7425-40de-944b-e07fc1f90ae7";
const sectionId = "16fd2706-8baf-433b-82eb-8c7fada847da";
const image = Buffer.from("course image").toString("base64");
const instructorImage = Buffer.from("instructor image").toString("base64");

function courseVm(overrides: Record<string, unknown> = {}) {
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

beforeEach(() => {
  cache.calls.length = 0;
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe("listOnDemandCourses", () => {
  it("reshapes CourseVM: typos fixed, images as media URLs, packages in months", async () => {
    const calls = stubUpstream(() => jsonResponse(200, [courseVm()]));
    const [course] = await listOnDemandCourses();
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
    });
    const text = JSON.stringify(course);
    expect(text).not.toContain(image);
    expect(text).not.toMatch(/intructor|Monthes/);
  });

  it("gives null image URLs and empty lists for missing images and null arrays", async () => {
    stubUpstream(() =>
      jsonResponse(200, [
        courseVm({
          imageBytes: null,
          intructorImageBytes: null,
          packages: null,
          sections: null,
          description: null,
        }),
      ]),
    );
    const [course] = await listOnDemandCourses();
    expect(course?.imageUrl).toBeNull();
    expect(course?.instructorImageUrl).toBeNull();
    expect(course?.packages).toEqual([]);
    expect(course?.description).toBeNull();
  });

  it("is cached under the on-demand courses tag with the catalogue lifetime", async () => {
    stubUpstream(() => jsonResponse(200, []));
    await listOnDemandCourses();
    expect(cache.calls[0]).toEqual({ tags: ["on-demand-courses"], profile: "catalogue" });
  });
});

describe("getOnDemandCourse", () => {
  it("returns null without calling the upstream for an id that is not a Guid", async () => {
    const calls = stubUpstream(() => jsonResponse(200, courseVm()));
    await expect(getOnDemandCourse("../Students")).resolves.toBeNull();
    expect(calls).toHaveLength(0);
  });

  it("maps the legacy 500 and a 404 for an unknown id to null", async () => {
    stubUpstream(() => textResponse(500));
    await expect(getOnDemandCourse(courseId)).resolves.toBeNull();
    stubUpstream(() => jsonResponse(404, { title: "Not Found" }));
    await expect(getOnDemandCourse(courseId)).resolves.toBeNull();
  });

  it("treats an online course (no package list) as not found", async () => {
    stubUpstream(() => jsonResponse(200, courseVm({ packages: null, sections: null })));
    await expect(getOnDemandCourse(courseId)).resolves.toBeNull();
  });

  it("reads GetSingleCourse and tags the item and the collection", async () => {
    const calls = stubUpstream(() => jsonResponse(200, courseVm()));
    const course = await getOnDemandCourse(courseId.toUpperCase());
    expect(course?.packages[0]?.durationMonths).toBe(3);
    // One cached entry per course whatever the id's case: the upstream is asked in lower case.
    expect(calls[0]?.url.pathname).toBe(`/api/OnDemandCourses/GetSingleCourse/${courseId.toLowerCase()}`);
    expect(cache.calls[0]).toEqual({
      tags: ["on-demand-courses", `on-demand-course:${courseId}`],
      profile: "catalogue",
    });
  });
});

describe("getOnDemandCourseImages", () => {
  it("returns the raw base64 for the media route, fetch-cached under the item tag", async () => {
    const calls = stubUpstream(() => jsonResponse(200, courseVm({ intructorImageBytes: null })));
    await expect(getOnDemandCourseImages(courseId)).resolves.toEqual({
      image,
      instructorImage: null,
    });
    expect(calls[0]?.init.next?.tags).toContain(`on-demand-course:${courseId}`);
  });
});

describe("course mutations", () => {
  it("creates with the upstream's field names, price 0 and a derived hasDiscount", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { courseId }));
    const id = await createOnDemandCourse(
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
    });
  });

  it("keeps the stored enrolment counter on update", async () => {
    const calls = stubUpstream((call) =>
      call.method === "GET"
        ? jsonResponse(200, {
            ...courseVm(),
            objectives: "o",
            price: 0,
            imageUrl: "x.png",
            intructorImageUrl: null,
            enrollments: 42,
          })
        : textResponse(204),
    );
    await updateOnDemandCourse(
      courseId,
      {
        name: "N",
        description: "D",
        hours: "10",
        discount: 20,
        instructorName: "I",
        instructorDescription: "ID",
      },
      "admin-token",
    );
    const put = calls.find((call) => call.method === "PUT");
    expect(put?.url.pathname).toBe(`/api/OnDemandCourses/${courseId}`);
    expect(JSON.parse(String(put?.body))).toMatchObject({
      enrollments: 42,
      hasDiscount: true,
      discount: 20,
    });
  });

  it("uploads the image as multipart File and Type without the browser's file name", async () => {
    const calls = stubUpstream(() => textResponse(201));
    await uploadOnDemandCourseImage(
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
    const error = await uploadOnDemandCourseImage("x/../y", new Blob(["a"]), "t").catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(UpstreamError);
    expect((error as UpstreamError).isNotFound).toBe(true);
    expect(calls).toHaveLength(0);
  });
});
