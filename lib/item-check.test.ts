import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { adminItemOf, checkAdminItem, checkItem } from "@/lib/item-check";

const upstream = vi.hoisted(() => ({
  courseExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
  productExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
  certificateExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
  projectExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
}));
const log = vi.hoisted(() => ({ error: vi.fn() }));
vi.mock("@/lib/log", () => ({ log }));
vi.mock("@/lib/upstream/courses", () => ({ courseExistsUncached: upstream.courseExistsUncached }));
vi.mock("@/lib/upstream/documents", () => ({
  productExistsUncached: upstream.productExistsUncached,
}));
vi.mock("@/lib/upstream/projects", () => ({
  projectExistsUncached: upstream.projectExistsUncached,
}));
vi.mock("@/lib/upstream/progress", () => ({
  certificateExistsUncached: upstream.certificateExistsUncached,
}));

const course = { kind: "onDemandCourse", id: "7a016db3-7d0a-4fef-be4a-e261b8bb8d93" } as const;

describe("checkItem", () => {
  beforeEach(() => vi.clearAllMocks());

  it("finds a published item with the public read only", async () => {
    upstream.courseExistsUncached.mockResolvedValueOnce(true);
    expect(await checkItem(course, "admin-token")).toBe("found");
    expect(upstream.courseExistsUncached).toHaveBeenCalledTimes(1);
    expect(upstream.courseExistsUncached).toHaveBeenCalledWith("on-demand", course.id, undefined);
  });

  it("finds an admin's draft with the admin's token, and no one else's", async () => {
    upstream.courseExistsUncached.mockImplementation(async (...args: unknown[]) => args[2] === "t");
    expect(await checkItem(course, "t")).toBe("found");
    expect(await checkItem(course, null)).toBe("missing");
    upstream.courseExistsUncached.mockReset();
  });

  it("says missing when neither read finds the item", async () => {
    expect(await checkItem(course, "admin-token")).toBe("missing");
    expect(upstream.courseExistsUncached).toHaveBeenCalledTimes(2);
    expect(log.error).not.toHaveBeenCalled();
  });

  it("says failed when the read fails, missing when the admin's token is refused", async () => {
    const failure = new UpstreamError({ status: 504, endpoint: "GET /x", message: "timed out" });
    upstream.productExistsUncached.mockRejectedValueOnce(failure);
    expect(await checkItem({ kind: "product", id: "4" }, null)).toBe("failed");
    expect(log.error).toHaveBeenCalledWith(
      { endpoint: "GET /x", upstreamStatus: 504 },
      "product 4: the item check failed",
    );
    const refused = new UpstreamError({ status: 401, endpoint: "GET /x", message: "refused" });
    upstream.productExistsUncached.mockResolvedValueOnce(false).mockRejectedValueOnce(refused);
    expect(await checkItem({ kind: "product", id: "4" }, "ended")).toBe("missing");
  });

  it("reads no publication (its single read inlines the file): unchecked", async () => {
    expect(await checkItem({ kind: "publication", id: "2" }, "t")).toBe("unchecked");
  });
});

describe("adminItemOf", () => {
  it("names the item of an edit page, and nothing for any other path", () => {
    expect(adminItemOf(`/editOnDemandCourse/${course.id}`)).toEqual(course);
    expect(adminItemOf("/editOnlineCourse/a%2")).toEqual({ kind: "onlineCourse", id: "" });
    expect(adminItemOf("/editProject/3")).toEqual({ kind: "project", id: "3" });
    expect(adminItemOf("/editProject/3/x")).toBeNull();
    expect(adminItemOf("/onDemandCourses")).toBeNull();
  });
});

describe("checkAdminItem", () => {
  beforeEach(() => vi.clearAllMocks());

  it("finds the item with the admin's token", async () => {
    upstream.courseExistsUncached.mockResolvedValueOnce(true);
    expect(await checkAdminItem(course, "admin-token")).toBe("found");
    expect(upstream.courseExistsUncached).toHaveBeenCalledWith(
      "on-demand",
      course.id,
      "admin-token",
    );
    upstream.projectExistsUncached.mockResolvedValueOnce(true);
    expect(await checkAdminItem({ kind: "project", id: "3" }, "admin-token")).toBe("found");
    expect(upstream.projectExistsUncached).toHaveBeenCalledWith(3);
  });

  it("says missing for an unknown item, a malformed id or a refused token", async () => {
    expect(await checkAdminItem({ kind: "onlineCourse", id: course.id }, "t")).toBe("missing");
    expect(await checkAdminItem({ kind: "project", id: "x" }, "t")).toBe("missing");
    expect(upstream.projectExistsUncached).not.toHaveBeenCalled();
    const refused = new UpstreamError({ status: 401, endpoint: "GET /x", message: "refused" });
    upstream.projectExistsUncached.mockRejectedValueOnce(refused);
    expect(await checkAdminItem({ kind: "project", id: "3" }, "ended")).toBe("missing");
    expect(log.error).not.toHaveBeenCalled();
  });

  it("says failed (logged) when the read fails", async () => {
    const failure = new UpstreamError({ status: 500, endpoint: "GET /y", message: "broken" });
    upstream.projectExistsUncached.mockRejectedValueOnce(failure);
    expect(await checkAdminItem({ kind: "project", id: "3" }, "t")).toBe("failed");
    expect(log.error).toHaveBeenCalledWith(
      { endpoint: "GET /y", upstreamStatus: 500 },
      "project 3: the admin item check failed",
    );
  });
});
