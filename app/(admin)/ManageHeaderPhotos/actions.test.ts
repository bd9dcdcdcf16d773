import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, fakeGuards, fakeHeaders, studentSession } from "@/lib/actions/test-support";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { tags } from "@/lib/upstream/tags";

const state = vi.hoisted(() => ({ session: null as Session | null }));
const upstream = vi.hoisted(() => ({ deleteHeader: vi.fn(), updateTag: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("next/cache", () => ({ updateTag: upstream.updateTag }));
vi.mock("@/lib/upstream/static-content", () => ({ deleteHeader: upstream.deleteHeader }));

const { deleteHeaderPhotoAction } = await import("./actions");

beforeEach(() => {
  state.session = adminSession;
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
    state.session = studentSession;
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteHeader).not.toHaveBeenCalled();
  });
});
