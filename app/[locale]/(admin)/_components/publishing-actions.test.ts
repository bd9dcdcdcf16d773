import { describe, expect, it, vi } from "vitest";
import { expectAdminOnly, expiredTags } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

const upstream = vi.hoisted(() => ({ setPublished: vi.fn() }));
vi.mock("@/lib/upstream/publishing", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/publishing")>()),
  setPublished: upstream.setPublished,
}));

const { publishAction, unpublishAction } = await import("./publishing-actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("publishAction and unpublishAction", () => {
  it("publish a course with the admin's token and expire its tags and its list's", async () => {
    upstream.setPublished.mockResolvedValue({ published: true });
    expect(await publishAction({ kind: "online", id: courseId })).toEqual({
      ok: true,
      message: "Published: visitors can see it now.",
    });
    expect(upstream.setPublished).toHaveBeenCalledWith(
      { kind: "online", id: courseId },
      true,
      "admin-token",
    );
    expect(expiredTags()).toEqual(
      expect.arrayContaining(["online-courses", `online-course:${courseId}`]),
    );
  });

  it("unpublish a product (its id as the form sends it) and expire the product tags", async () => {
    upstream.setPublished.mockResolvedValue({ published: false });
    expect(await unpublishAction({ kind: "product", id: "12" })).toEqual({
      ok: true,
      message: "Unpublished: only admins can see it now.",
    });
    expect(upstream.setPublished).toHaveBeenCalledWith(
      { kind: "product", id: 12 },
      false,
      "admin-token",
    );
    expect(expiredTags()).toEqual(["products", "product:12"]);
  });

  it("refuse an id of the wrong form for its kind, or an unknown kind, before any call", async () => {
    for (const input of [
      { kind: "online", id: "12" },
      { kind: "publication", id: courseId },
      { kind: "video", id: 3 },
    ]) {
      const result = await publishAction(input as never);
      expect(result).toMatchObject({ ok: false, message: "Failed to publish" });
    }
    expect(upstream.setPublished).not.toHaveBeenCalled();
    expect(expiredTags()).toEqual([]);
  });

  it("say the failure when the upstream refuses, and expire nothing", async () => {
    upstream.setPublished.mockRejectedValue(
      upstreamRefusal(404, "Course not found", "PUT /api/Publishing/{kind}/{id}"),
    );
    expect(await unpublishAction({ kind: "on-demand", id: courseId })).toMatchObject({
      ok: false,
      message: "Failed to unpublish",
    });
    expect(expiredTags()).toEqual([]);
  });

  it("are for admins only", async () => {
    await expectAdminOnly(
      [
        () => publishAction({ kind: "product", id: 1 }),
        () => unpublishAction({ kind: "product", id: 1 }),
      ],
      upstream,
    );
  });
});
