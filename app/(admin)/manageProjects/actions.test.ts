import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, fakeGuards, fakeHeaders, studentSession } from "@/lib/actions/test-support";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";

const state = vi.hoisted(() => ({ session: null as Session | null }));
const upstream = vi.hoisted(() => ({ deleteProject: vi.fn(), updateTag: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("next/cache", () => ({ updateTag: upstream.updateTag }));
vi.mock("@/lib/upstream/projects", () => ({ deleteProject: upstream.deleteProject }));

const { deleteProjectAction } = await import("./actions");

beforeEach(() => {
  state.session = adminSession;
  for (const fn of Object.values(upstream)) fn.mockReset();
});

describe("deleteProjectAction", () => {
  it("deletes with the admin's token and invalidates the project tags", async () => {
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: true,
      message: "Project deleted successfully",
    });
    expect(upstream.deleteProject).toHaveBeenCalledWith(4, "admin-token");
    expect(upstream.updateTag.mock.calls.map(([tag]) => tag)).toEqual(tagsTouchedBy.project());
  });

  it("says 'Failed to Delete Project' when the upstream fails, and invalidates nothing", async () => {
    upstream.deleteProject.mockRejectedValue(
      new UpstreamError({ status: 500, endpoint: "DELETE /api/Projects/4", message: "db" }),
    );
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: false,
      message: "Failed to Delete Project",
    });
    expect(upstream.updateTag).not.toHaveBeenCalled();
  });

  it("refuses a forged id and a student without calling the upstream", async () => {
    const forged = new FormData();
    forged.set("projectId", "4/../../Students");
    expect((await deleteProjectAction(forged)).ok).toBe(false);
    state.session = studentSession;
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteProject).not.toHaveBeenCalled();
  });
});
