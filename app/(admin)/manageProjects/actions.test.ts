import { describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as projects from "@/lib/upstream/projects";
import { expiredTags, fakesOf, state, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/projects");
const upstream = fakesOf(projects);

const { deleteProjectAction } = await import("./actions");

describe("deleteProjectAction", () => {
  it("deletes with the admin's token and invalidates the project tags", async () => {
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: true,
      message: "Project deleted successfully",
    });
    expect(upstream.deleteProject).toHaveBeenCalledWith(4, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.project());
  });

  it("says 'Failed to Delete Project' when the upstream fails, and invalidates nothing", async () => {
    upstream.deleteProject.mockRejectedValue(upstreamRefusal(500, "db", "DELETE /api/Projects/4"));
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: false,
      message: "Failed to Delete Project",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a forged id and a student without calling the upstream", async () => {
    const forged = formDataOf({ projectId: "4/../../Students" });
    expect((await deleteProjectAction(forged)).ok).toBe(false);
    state.session = studentSession;
    expect(await deleteProjectAction({ projectId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteProject).not.toHaveBeenCalled();
  });
});
