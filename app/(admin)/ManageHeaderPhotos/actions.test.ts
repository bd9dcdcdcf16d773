import { describe, expect, it, vi } from "vitest";
import { studentSession } from "@/test/action-support";
import * as staticContent from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";
import { expiredTags, fakesOf, state, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/static-content");
const upstream = fakesOf(staticContent);

const { deleteHeaderPhotoAction } = await import("./actions");

describe("deleteHeaderPhotoAction", () => {
  it("deletes with the admin's token and invalidates tags.headers", async () => {
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: true,
      message: "Photo deleted successfully",
    });
    expect(upstream.deleteHeader).toHaveBeenCalledWith(4, "admin-token");
    expect(expiredTags()).toEqual([tags.headers]);
  });

  it("says 'Failed to Delete Photo' when the upstream fails, and invalidates nothing", async () => {
    upstream.deleteHeader.mockRejectedValue(
      upstreamRefusal(500, "db", "DELETE /api/Static/DeleteHeader/4"),
    );
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: false,
      message: "Failed to Delete Photo",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("refuses a forged id and a student without calling the upstream", async () => {
    const forged = formDataOf({ headerId: "4/../../Students" });
    expect((await deleteHeaderPhotoAction(forged)).ok).toBe(false);
    state.session = studentSession;
    expect(await deleteHeaderPhotoAction({ headerId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteHeader).not.toHaveBeenCalled();
  });
});
