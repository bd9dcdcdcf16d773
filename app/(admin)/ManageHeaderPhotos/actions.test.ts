import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { tags } from "@/lib/upstream/tags";

const state = vi.hoisted(() => ({ session: null as Session | null }));
const upstream = vi.hoisted(() => ({ deleteHeader: vi.fn(), updateTag: vi.fn() }));

vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => undefined,
  loginUrl: () => "/login",
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("next/cache", () => ({ updateTag: upstream.updateTag }));
vi.mock("@/lib/upstream/static-content", () => ({ deleteHeader: upstream.deleteHeader }));

const { deleteHeaderPhotoAction } = await import("./actions");

const admin: Session = {
  userId: "a",
  token: "admin-token",
  role: "Admin",
  expiresAt: Date.now() + 60_000,
};
const student: Session = {
  userId: "s",
  token: "student-token",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};

beforeEach(() => {
  state.session = admin;
  for (const fn of Object.values(upstream)) fn.mockReset();
});

describe("deleteHeaderPhotoAction", () => {
  it("deletes with the admin's token and invalidates tags.headers", async () => {
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: true,
      message: "Photo deleted successfully",
    });
    expect(upstream.deleteHeader).toHaveBeenCalledWith(4, "admin-token");
    expect(upstream.updateTag.mock.calls.map(([tag]) => tag)).toEqual([tags.headers]);
  });

  it("says 'Failed to Delete Photo' when the upstream fails, and invalidates nothing", async () => {
    upstream.deleteHeader.mockRejectedValue(
      new UpstreamError({
        status: 500,
        endpoint: "DELETE /api/Static/DeleteHeader/4",
        message: "db",
      }),
    );
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: false,
      message: "Failed to Delete Photo",
    });
    expect(upstream.updateTag).not.toHaveBeenCalled();
  });

  it("refuses a forged id and a student without calling the upstream", async () => {
    const forged = new FormData();
    forged.set("headerId", "4/../../Students");
    expect((await deleteHeaderPhotoAction(forged)).ok).toBe(false);
    state.session = student;
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteHeader).not.toHaveBeenCalled();
  });
});
