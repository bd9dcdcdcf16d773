import { describe, expect, it } from "vitest";
import { courseRoutes } from "@/lib/course-kinds";

describe("courseRoutes", () => {
  it("addresses each kind's admin route handlers", () => {
    expect(courseRoutes.online.createApi).toBe("/api/admin/courses/online");
    expect(courseRoutes.online.imageApi("5d1e", "course")).toBe(
      "/api/admin/courses/online/5d1e/image/course",
    );
    expect(courseRoutes["on-demand"].createApi).toBe("/api/admin/courses/on-demand");
    expect(courseRoutes["on-demand"].imageApi("5d1e", "instructor")).toBe(
      "/api/admin/courses/on-demand/5d1e/image/instructor",
    );
  });

  it("addresses each kind's pages with the spec's spellings", () => {
    expect(courseRoutes.online.edit("5d1e")).toBe("/editOnlineCourse/5d1e");
    expect(courseRoutes["on-demand"].create).toBe("/createOnDemanCourse");
    expect(courseRoutes["on-demand"].details("5d1e")).toBe("/onDemandCourseDetails/5d1e");
  });
});
