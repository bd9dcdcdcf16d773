import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/session";
import { messages } from "@/lib/messages";
import { UpstreamError } from "@/lib/upstream/client";

const state = vi.hoisted(() => ({ session: null as Session | null, ended: 0 }));
const upstream = vi.hoisted(() => ({ deleteStudent: vi.fn() }));

vi.mock("@/lib/auth/guards", () => ({
  getSession: async () => state.session,
  endSession: async () => {
    state.ended += 1;
  },
  loginUrl: () => "/login",
}));
vi.mock("next/headers", () => ({ headers: async () => new Headers() }));
vi.mock("@/lib/upstream/students", () => upstream);

const { deleteProfileAction } = await import("./actions");

const student: Session = {
  userId: "student-a",
  token: "student-token",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};
const admin: Session = {
  userId: "admin-1",
  token: "admin-token",
  role: "Admin",
  expiresAt: Date.now() + 60_000,
};

async function redirectTarget(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    const digest = String((error as { digest?: string }).digest);
    if (digest.startsWith("NEXT_REDIRECT")) return digest.split(";")[2]!;
    throw error;
  }
  throw new Error("expected a redirect");
}

beforeEach(() => {
  state.session = student;
  state.ended = 0;
  upstream.deleteStudent.mockReset();
});

describe("deleteProfileAction", () => {
  it("deletes the session's own account (an id sent along is ignored), ends the session and goes home", async () => {
    const forged = new FormData();
    forged.set("studentId", "student-b");
    expect(await redirectTarget(deleteProfileAction(forged))).toBe("/");
    expect(upstream.deleteStudent).toHaveBeenCalledWith("student-a", "student-token");
    expect(state.ended).toBe(1);
  });

  it("keeps the session and says 'Failed to Delete user' when the upstream fails", async () => {
    upstream.deleteStudent.mockRejectedValue(
      new UpstreamError({ status: 404, endpoint: "DELETE /api/Students/x", message: "gone" }),
    );
    expect(await deleteProfileAction({})).toEqual({
      ok: false,
      message: messages.student.deleteUserFailed,
    });
    expect(state.ended).toBe(0);
  });

  it("is for students only: an admin has no student account to delete here", async () => {
    state.session = admin;
    expect(await deleteProfileAction({})).toEqual({ ok: false, message: messages.auth.forbidden });
    expect(upstream.deleteStudent).not.toHaveBeenCalled();
  });
});
