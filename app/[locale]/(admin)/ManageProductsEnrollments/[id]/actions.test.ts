import { describe, expect, it } from "vitest";
import { adminSession } from "@/test/action-support";
import { stubUpstream, textResponse } from "@/test/upstream-support";
import { state } from "@/test/server-mocks";

const { removeProductEnrollmentAction } = await import("./actions");

const studentId = "9b2c7a1e-3f4d-4e5a-8b6c-1d2e3f4a5b6c";

describe("removeProductEnrollmentAction", () => {
  it("removes the assignment with the admin's token", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect(await removeProductEnrollmentAction({ productId: 3, studentId })).toEqual({
      ok: true,
      message: "Enrollment Removed Successfully",
    });
    expect(calls[0]?.method).toBe("DELETE");
    expect(calls[0]?.url.pathname).toBe("/api/Students/DeleteAssignProduct");
    expect(calls[0]?.url.searchParams.get("productId")).toBe("3");
    expect(calls[0]?.url.searchParams.get("studentId")).toBe(studentId);
    expect(calls[0]?.headers.get("Authorization")).toBe("Bearer admin-token");
  });

  it("says 'Failed to Delete Enrollment' when the upstream fails", async () => {
    stubUpstream(() => textResponse(500));
    expect(await removeProductEnrollmentAction({ productId: 3, studentId })).toEqual({
      ok: false,
      message: "Failed to Delete Enrollment",
    });
  });

  it("refuses a student, and a student id that could reach the legacy's raw SQL", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect(
      (await removeProductEnrollmentAction({ productId: 3, studentId: "x' OR '1'='1" })).ok,
    ).toBe(false);
    state.session = { ...adminSession, role: "Student" };
    expect(await removeProductEnrollmentAction({ productId: 3, studentId })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(calls).toHaveLength(0);
  });
});
