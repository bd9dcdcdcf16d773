import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { checkItem } from "@/lib/item-check";

const upstream = vi.hoisted(() => ({
  courseExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
  productExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
  certificateExistsUncached: vi.fn<(...args: unknown[]) => Promise<boolean>>(async () => false),
}));
vi.mock("@/lib/upstream/courses", () => ({ courseExistsUncached: upstream.courseExistsUncached }));
vi.mock("@/lib/upstream/documents", () => ({
  productExistsUncached: upstream.productExistsUncached,
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

  it("says failed when the read fails, missing when the admin's token is refused", async () => {
    const failure = new UpstreamError({ status: 504, endpoint: "GET /x", message: "timed out" });
    upstream.productExistsUncached.mockRejectedValueOnce(failure);
    expect(await checkItem({ kind: "product", id: "4" }, null)).toBe("failed");
    const refused = new UpstreamError({ status: 401, endpoint: "GET /x", message: "refused" });
    upstream.productExistsUncached.mockResolvedValueOnce(false).mockRejectedValueOnce(refused);
    expect(await checkItem({ kind: "product", id: "4" }, "ended")).toBe("missing");
  });

  it("reads no publication (its single read inlines the file): unchecked", async () => {
    expect(await checkItem({ kind: "publication", id: "2" }, "t")).toBe("unchecked");
  });
});
