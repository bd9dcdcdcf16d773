import { beforeEach, describe, expect, it, vi } from "vitest";
import {
  adminSession,
  fakeGuards,
  fakeHeaders,
  redirectTarget,
  studentSession,
} from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

const state = vi.hoisted(() => ({ session: null as Session | null, ended: 0 }));
const upstream = vi.hoisted(() => ({
  deleteStudent: vi.fn(),
  isDeletionPasswordChecked: vi.fn(async () => false),
  isWrongDeletionPassword: (error: { status: number; body: string }) =>
    error.status === 400 && error.body.includes('"password"'),
}));
const live = vi.hoisted(() => ({ revokeCalendarToken: vi.fn() }));
const confirmation = vi.hoisted(() => ({ resendEmailConfirmation: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders({ "x-forwarded-for": "203.0.113.7" }));
vi.mock("@/lib/upstream/students", () => upstream);
vi.mock("@/lib/upstream/live-sessions", () => live);
vi.mock("@/lib/upstream/email-confirmation", () => confirmation);

const { deleteProfileAction, resendConfirmationAction, revokeCalendarTokenAction } =
  await import("./actions");

beforeEach(() => {
  state.session = studentSession;
  state.ended = 0;
  upstream.deleteStudent.mockReset();
  upstream.isDeletionPasswordChecked.mockResolvedValue(false);
  live.revokeCalendarToken.mockReset();
  confirmation.resendEmailConfirmation.mockReset();
});

describe("resendConfirmationAction", () => {
  it("asks the upstream with the session's own token and says where the link went", async () => {
    confirmation.resendEmailConfirmation.mockResolvedValueOnce({ email: "mona@gmail.com" });
    expect(await resendConfirmationAction(formDataOf({ studentId: "student-b" }))).toEqual({
      ok: true,
      message: "We sent a new confirmation link to mona@gmail.com.",
    });
    expect(confirmation.resendEmailConfirmation).toHaveBeenCalledWith("student-token");
  });

  it("says when to try again after a 429, and that the address is confirmed after a 409", async () => {
    confirmation.resendEmailConfirmation.mockRejectedValueOnce(
      new UpstreamError({
        status: 429,
        endpoint: "POST /api/EmailConfirmation/Resend",
        message: "Too many attempts.",
        retryAfterSeconds: 60,
      }),
    );
    expect(await resendConfirmationAction({})).toEqual({
      ok: false,
      message: "Too many attempts. Please try again in 1 minute.",
    });
    confirmation.resendEmailConfirmation.mockRejectedValueOnce(
      new UpstreamError({
        status: 409,
        endpoint: "POST /api/EmailConfirmation/Resend",
        message: "This e-mail address is already confirmed.",
      }),
    );
    expect(await resendConfirmationAction({})).toEqual({
      ok: false,
      message: "Your e-mail address is already confirmed.",
    });
  });

  it("is a student's: an admin's session sends nothing", async () => {
    state.session = adminSession;
    expect((await resendConfirmationAction({})).ok).toBe(false);
    expect(confirmation.resendEmailConfirmation).not.toHaveBeenCalled();
  });
});

describe("deleteProfileAction", () => {
  it("deletes the session's own account (an id sent along is ignored), ends the session and goes home", async () => {
    const forged = formDataOf({ studentId: "student-b" });
    expect(await redirectTarget(deleteProfileAction(forged))).toBe("/");
    expect(upstream.deleteStudent).toHaveBeenCalledWith(
      "student-a",
      "student-token",
      expect.objectContaining({ password: undefined }),
    );
    expect(state.ended).toBe(1);
  });

  it("asks for the password where the upstream checks it: the session alone deletes nothing", async () => {
    upstream.isDeletionPasswordChecked.mockResolvedValue(true);
    expect(await deleteProfileAction({})).toEqual({
      ok: false,
      message: "Please enter your password to delete your account",
      fieldErrors: { password: ["Please enter your password to delete your account"] },
    });
    expect(upstream.deleteStudent).not.toHaveBeenCalled();
    expect(state.ended).toBe(0);
  });

  it("sends the password to the upstream, and says so when it is wrong, keeping the session", async () => {
    upstream.isDeletionPasswordChecked.mockResolvedValue(true);
    upstream.deleteStudent.mockRejectedValueOnce(
      new UpstreamError({
        status: 400,
        endpoint: "DELETE /api/Students/{studentId}",
        message: "The password is wrong.",
        body: JSON.stringify({
          status: 400,
          detail: "The password is wrong.",
          errors: { password: ["The password is wrong."] },
        }),
      }),
    );
    expect(await deleteProfileAction({ password: "guess" })).toEqual({
      ok: false,
      message: "The password is wrong",
      fieldErrors: { password: ["The password is wrong"] },
    });
    expect(state.ended).toBe(0);
    expect(await redirectTarget(deleteProfileAction({ password: "right password" }))).toBe("/");
    expect(upstream.deleteStudent).toHaveBeenLastCalledWith("student-a", "student-token", {
      password: "right password",
      clientAddress: expect.any(String),
    });
    expect(state.ended).toBe(1);
  });

  it("keeps the session and says 'Failed to Delete user' when the upstream fails", async () => {
    upstream.deleteStudent.mockRejectedValue(
      upstreamRefusal(404, "gone", "DELETE /api/Students/x"),
    );
    expect(await deleteProfileAction({})).toEqual({
      ok: false,
      message: "Failed to Delete user",
    });
    expect(state.ended).toBe(0);
  });

  it("is for students only: an admin has no student account to delete here", async () => {
    state.session = adminSession;
    expect(await deleteProfileAction({})).toEqual({
      ok: false,
      message: "You are not allowed to do that.",
    });
    expect(upstream.deleteStudent).not.toHaveBeenCalled();
  });
});

describe("revokeCalendarTokenAction", () => {
  it("revokes the session's own calendar link with the session's token", async () => {
    live.revokeCalendarToken.mockResolvedValue("new-token");
    expect(await revokeCalendarTokenAction({})).toEqual({
      ok: true,
      message: "Your old calendar link no longer works. Use the new one below.",
    });
    expect(live.revokeCalendarToken).toHaveBeenCalledWith("student-token");
  });

  it("says so when the upstream fails, and refuses an admin", async () => {
    live.revokeCalendarToken.mockRejectedValue(
      upstreamRefusal(500, "boom", "POST /api/LiveSessions/Calendar/Token/Revoke"),
    );
    expect(await revokeCalendarTokenAction({})).toEqual({
      ok: false,
      message: "We could not revoke the calendar link. Please try again.",
    });
    state.session = adminSession;
    live.revokeCalendarToken.mockReset();
    expect((await revokeCalendarTokenAction({})).ok).toBe(false);
    expect(live.revokeCalendarToken).not.toHaveBeenCalled();
  });
});
