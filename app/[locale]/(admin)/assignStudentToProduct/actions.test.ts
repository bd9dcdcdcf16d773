import { describe, expect, it, vi } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import * as enrollments from "@/lib/upstream/enrollments";
import { fakesOf, state } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/enrollments");
const upstream = fakesOf(enrollments);

const { assignProductAction } = await import("./actions");

describe("assignProductAction", () => {
  it("assigns with the admin's token and the parsed product id", async () => {
    expect(await assignProductAction({ studentId: "student-b", productId: 4 })).toEqual({
      ok: true,
      message: "Product Assigned To Student Successfully",
    });
    expect(upstream.assignProductToStudent).toHaveBeenCalledWith(4, "student-b", "admin-token");
  });

  it("reports the legacy 201-with-an-error-text failure as 'Failed to Assign Product To Student'", async () => {
    upstream.assignProductToStudent.mockRejectedValue(
      upstreamRefusal(
        400,
        "Sequence contains no elements",
        "PUT /api/Documents/AddProductToStudent",
      ),
    );
    expect(await assignProductAction({ studentId: "student-b", productId: 4 })).toEqual({
      ok: false,
      message: "Failed to Assign Product To Student",
    });
  });

  it("refuses a student and forged ids before any upstream call", async () => {
    state.session = studentSession;
    expect(await assignProductAction({ studentId: "student-a", productId: 4 })).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    state.session = adminSession;
    expect((await assignProductAction({ studentId: "student-b", productId: -4 })).ok).toBe(false);
    expect(upstream.assignProductToStudent).not.toHaveBeenCalled();
  });
});
