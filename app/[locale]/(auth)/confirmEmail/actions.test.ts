import { beforeEach, describe, expect, it, vi } from "vitest";
import { fakeGuards, fakeHeaders, redirectTarget, studentSession } from "@/test/action-support";
import type { Session } from "@/lib/auth/session";
import { UpstreamError } from "@/lib/upstream/client";
import { formDataOf } from "@/test/form-data";

const state = vi.hoisted(() => ({ session: null as Session | null, ended: 0 }));
const upstream = vi.hoisted(() => ({ confirmSignupEmail: vi.fn(), confirmEmailChange: vi.fn() }));

vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("next/headers", () => fakeHeaders());
vi.mock("@/lib/upstream/email-confirmation", () => ({
  confirmSignupEmail: upstream.confirmSignupEmail,
}));
vi.mock("@/lib/upstream/email-change", () => ({
  confirmEmailChange: upstream.confirmEmailChange,
}));

const { confirmEmailAction } = await import("./actions");

beforeEach(() => {
  state.session = studentSession;
  state.ended = 0;
  upstream.confirmSignupEmail.mockReset();
  upstream.confirmEmailChange.mockReset();
});

describe("confirmEmailAction, a signup's link (purpose=signup)", () => {
  it("confirms with the signup endpoint, keeps the session and shows the signup's confirmation", async () => {
    upstream.confirmSignupEmail.mockResolvedValueOnce({
      status: "confirmed",
      userId: "student-a",
      email: "mona@gmail.com",
    });
    expect(
      await redirectTarget(confirmEmailAction(formDataOf({ token: "t0k", purpose: "signup" }))),
    ).toBe("/confirmEmail?confirmed=1&purpose=signup");
    expect(upstream.confirmSignupEmail).toHaveBeenCalledWith("t0k");
    expect(upstream.confirmEmailChange).not.toHaveBeenCalled();
    expect(state.ended).toBe(0);
  });

  it("says why a link is refused, in the signup's words", async () => {
    for (const [status, message] of [
      ["expired", "This link has expired. Ask for a new one from your profile."],
      ["used", "This link was already used: your e-mail address is confirmed."],
      [
        "invalid",
        "This link is not valid. Open the newest link we sent you, or ask for a new one from your profile.",
      ],
    ] as const) {
      upstream.confirmSignupEmail.mockResolvedValueOnce({ status });
      expect(await confirmEmailAction({ token: "t0k", purpose: "signup" })).toEqual({
        ok: false,
        message,
      });
    }
  });

  it("says the signup's failure text when the upstream fails", async () => {
    upstream.confirmSignupEmail.mockRejectedValueOnce(
      new UpstreamError({
        status: 500,
        endpoint: "POST /api/EmailConfirmation/Confirm",
        message: "x",
      }),
    );
    expect(await confirmEmailAction({ token: "t0k", purpose: "signup" })).toEqual({
      ok: false,
      message: "We could not confirm your e-mail right now. Please try again in a moment.",
    });
  });
});

describe("confirmEmailAction, a login e-mail change's link", () => {
  it("confirms with the e-mail change endpoint (also for an unknown purpose) and ends the account's own session", async () => {
    upstream.confirmEmailChange.mockResolvedValueOnce({
      status: "confirmed",
      userId: "student-a",
      email: "new@gmail.com",
    });
    expect(
      await redirectTarget(confirmEmailAction(formDataOf({ token: "t0k", purpose: "other" }))),
    ).toBe("/confirmEmail?confirmed=1");
    expect(upstream.confirmSignupEmail).not.toHaveBeenCalled();
    expect(state.ended).toBe(1);
  });
});
