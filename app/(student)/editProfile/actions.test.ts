import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  fakeGuards,
  fakeHeaders,
  redirectTarget,
  studentSession,
} from "@/lib/actions/test-support";
import type { Session } from "@/lib/auth/session";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";

const state = vi.hoisted(() => ({ session: null as Session | null }));
const upstream = vi.hoisted(() => ({ updateStudent: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("@/lib/upstream/students", () => upstream);

const { editProfileAction } = await import("./actions");

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}

const fields = {
  firstName: "Mariam",
  lastName: "Hassan",
  email: "mariam@gmail.com",
  phoneNumber: "01012345678",
};

beforeEach(() => {
  state.session = studentSession;
  upstream.updateStudent.mockReset();
});

describe("editProfileAction", () => {
  it("updates the session's own record, never an id from the form, sends no gender, and goes back to the profile", async () => {
    const target = await redirectTarget(
      editProfileAction(null, form({ ...fields, studentId: "student-b", gender: "1" })),
    );
    expect(target).toBe("/userProfile/student-a?updated=1");
    // No gender: updateStudent then reads and re-sends the stored one (the legacy PUT resets it).
    expect(upstream.updateStudent).toHaveBeenCalledWith("student-a", fields, "student-token");
  });

  it("returns field errors without calling the upstream", async () => {
    const result = await editProfileAction(null, form({ ...fields, firstName: "Mar iam" }));
    expect(result).toEqual({
      ok: false,
      message: messages.signup.firstNameSpaces,
      fieldErrors: { firstName: [messages.signup.firstNameSpaces] },
    });
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });

  it("says 'Failed To Edit Data' when the upstream fails", async () => {
    upstream.updateStudent.mockRejectedValue(
      new UpstreamError({ status: 404, endpoint: "PUT /api/Students/x", message: "nope" }),
    );
    expect(await editProfileAction(fields)).toEqual({
      ok: false,
      message: messages.student.editFailed,
    });
  });
});
