import { describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import * as projects from "@/lib/upstream/projects";
import * as staticContent from "@/lib/upstream/static-content";
import { tags, tagsTouchedBy } from "@/lib/upstream/tags";
import { expiredTags, fakesOf, state, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";
import type { ActionResult } from "@/lib/actions/result";

vi.mock("@/lib/upstream/static-content");
vi.mock("@/lib/upstream/projects");
const upstream = fakesOf(staticContent, projects);

const { deleteHeaderPhotoAction } = await import("./ManageHeaderPhotos/actions");
const { deleteProjectAction } = await import("./manageProjects/actions");

/*
 * The admin's delete actions that take one whole-number id (a header photo, a consultancy
 * project) behave alike: the same checks over each one's id field, upstream call, texts and tags.
 */
describe.each([
  {
    name: "deleteHeaderPhotoAction",
    action: deleteHeaderPhotoAction as (input: object) => Promise<ActionResult>,
    idField: "headerId",
    upstreamCall: () => upstream.deleteHeader,
    endpoint: "DELETE /api/Static/DeleteHeader/4",
    deleted: "Photo deleted successfully",
    failed: "Failed to Delete Photo",
    expired: { name: "tags.headers", tags: () => [tags.headers] },
  },
  {
    name: "deleteProjectAction",
    action: deleteProjectAction as (input: object) => Promise<ActionResult>,
    idField: "projectId",
    upstreamCall: () => upstream.deleteProject,
    endpoint: "DELETE /api/Projects/4",
    deleted: "Project deleted successfully",
    failed: "Failed to Delete Project",
    expired: { name: "the project tags", tags: () => tagsTouchedBy.project() },
  },
])("$name", ({ action, idField, upstreamCall, endpoint, deleted, failed, expired }) => {
  it(`deletes with the admin's token and invalidates ${expired.name}`, async () => {
    expect(await action({ [idField]: 4 })).toEqual({ ok: true, message: deleted });
    expect(upstreamCall()).toHaveBeenCalledWith(4, "admin-token");
    expect(expiredTags()).toEqual(expired.tags());
  });

  it(`says '${failed}' when the upstream fails, and invalidates nothing`, async () => {
    upstreamCall().mockRejectedValue(upstreamRefusal(500, "db", endpoint));
    expect(await action({ [idField]: 4 })).toEqual({ ok: false, message: failed });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a forged id and a student without calling the upstream", async () => {
    const forged = formDataOf({ [idField]: "4/../../Students" });
    expect((await action(forged)).ok).toBe(false);
    state.session = studentSession;
    expect(await action({ [idField]: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstreamCall()).not.toHaveBeenCalled();
  });
});
