import { beforeEach, describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import { expiredTags, state, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

const upstream = vi.hoisted(() => ({
  getCourseRecord: vi.fn(),
  updateCourse: vi.fn(),
  deleteCourse: vi.fn(),
}));

vi.mock("@/lib/upstream/courses", async (original) => ({
  ...(await original<typeof import("@/lib/upstream/courses")>()),
  ...upstream,
}));

const { buildDeleteCourseAction, buildUpdateCourseAction } = await import("./course-actions");

const id = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

const online = {
  id,
  name: "Seismic",
  price: "120",
  discount: "0",
  lectures: "8",
  start: "2020-01-01",
  end: "2020-02-01",
  description: "Live",
  instructorName: "Omar",
  instructorDescription: "PE",
};

beforeEach(() => {
  upstream.getCourseRecord.mockResolvedValue({
    id,
    start: "2020-01-01T00:00:00",
    end: "2020-02-01T00:00:00",
  });
});

describe("update course action", () => {
  const update = buildUpdateCourseAction("online");

  it("saves with the admin's token, keeps stored past dates, invalidates the course's tags", async () => {
    expect(await update(online)).toEqual({ ok: true, message: "Data Updated Successfully" });
    expect(upstream.updateCourse).toHaveBeenCalledWith(
      "online",
      id,
      expect.objectContaining({ price: 120, hours: "8", start: "2020-01-01" }),
      "admin-token",
    );
    expect(expiredTags()).toEqual(tagsTouchedBy.onlineCourse(id));
  });

  it("saves the outline lists one item a line, or says which item is too long", async () => {
    expect(
      await update({
        ...online,
        outcomes: "Compute base shear\n\n Detail ductile frames ",
        requirements: "",
      }),
    ).toMatchObject({ ok: true });
    expect(upstream.updateCourse).toHaveBeenCalledWith(
      "online",
      id,
      expect.objectContaining({
        outcomes: ["Compute base shear", "Detail ductile frames"],
        requirements: [],
      }),
      "admin-token",
    );
    upstream.updateCourse.mockClear();
    expect(await update({ ...online, requirements: `Basics\n${"x".repeat(201)}` })).toMatchObject({
      ok: false,
      fieldErrors: { requirements: ["Item 2 is longer than 200 characters"] },
    });
    expect(upstream.updateCourse).not.toHaveBeenCalled();
  });

  it("sends no list when the form did not show them (the upstream keeps its own)", async () => {
    expect(await update(online)).toMatchObject({ ok: true });
    const fields = upstream.updateCourse.mock.calls.at(-1)![2] as Record<string, unknown>;
    expect(fields).not.toHaveProperty("outcomes");
    expect(fields).not.toHaveProperty("requirements");
  });

  it("refuses to move a date before today", async () => {
    expect(await update({ ...online, start: "2020-01-02" })).toMatchObject({
      ok: false,
      message: "Start date cannot be before today",
      fieldErrors: { start: ["Start date cannot be before today"] },
    });
    expect(upstream.updateCourse).not.toHaveBeenCalled();
  });

  it("says 'Failed to Update Course' for a malformed id, before any upstream call", async () => {
    expect(await update({ ...online, id: "../x" })).toMatchObject({
      ok: false,
      message: "Failed to Update Course",
    });
    expect(upstream.getCourseRecord).not.toHaveBeenCalled();
  });

  it("refuses a student", async () => {
    state.session = studentSession;
    expect(await update(online)).toEqual({ ok: false, message: "You are not allowed to do that." });
    expect(upstream.getCourseRecord).not.toHaveBeenCalled();
  });
});

describe("delete course action", () => {
  const remove = buildDeleteCourseAction("on-demand");

  it("deletes and invalidates the course's tags", async () => {
    expect((await remove({ id })).ok).toBe(true);
    expect(upstream.deleteCourse).toHaveBeenCalledWith("on-demand", id, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.onDemandCourse(id));
  });

  it("says 'Failed to Delete Course' when the upstream fails, and refuses a student", async () => {
    upstream.deleteCourse.mockRejectedValue(
      upstreamRefusal(404, "x", "DELETE /api/OnDemandCourses/{id}"),
    );
    expect(await remove({ id })).toEqual({ ok: false, message: "Failed to Delete Course" });
    expect(updateTag).not.toHaveBeenCalled();
    state.session = studentSession;
    upstream.deleteCourse.mockClear();
    expect(await remove({ id })).toEqual({ ok: false, message: "You are not allowed to do that." });
    expect(upstream.deleteCourse).not.toHaveBeenCalled();
  });
});
