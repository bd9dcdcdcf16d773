import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { confirmSignupEmail, resendEmailConfirmation } from "@/lib/upstream/email-confirmation";
import { jsonResponse, stubUpstream } from "@/test/upstream-support";

const problem = (status: number, detail: string) =>
  jsonResponse(status, { type: "about:blank", title: "x", status, detail });

afterEach(() => vi.unstubAllGlobals());

describe("confirmSignupEmail", () => {
  it("posts the token without a session and maps the answers to confirmed, invalid, expired and used", async () => {
    const answers = [
      jsonResponse(200, { userId: "u1", email: "mona@gmail.com" }),
      problem(404, "This link is not valid."),
      problem(410, "This link has expired."),
      problem(409, "This link was already used."),
    ];
    const calls = stubUpstream(() => answers.shift()!);
    expect(await confirmSignupEmail("t0k")).toEqual({
      status: "confirmed",
      userId: "u1",
      email: "mona@gmail.com",
    });
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/EmailConfirmation/Confirm");
    expect(calls[0]?.headers.get("authorization")).toBeNull();
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ token: "t0k" });
    expect(await confirmSignupEmail("t0k")).toEqual({ status: "invalid" });
    expect(await confirmSignupEmail("t0k")).toEqual({ status: "expired" });
    expect(await confirmSignupEmail("t0k")).toEqual({ status: "used" });
  });
});

describe("resendEmailConfirmation", () => {
  it("posts with the student's token and returns the address; a refusal is thrown", async () => {
    const answers = [
      jsonResponse(202, { email: "mona@gmail.com", expiresAt: "2026-03-08T10:00:00.000Z" }),
      problem(409, "This e-mail address is already confirmed."),
    ];
    const calls = stubUpstream(() => answers.shift()!);
    expect(await resendEmailConfirmation("tok")).toEqual({ email: "mona@gmail.com" });
    expect(calls[0]?.url.pathname).toBe("/api/EmailConfirmation/Resend");
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    await expect(resendEmailConfirmation("tok")).rejects.toBeInstanceOf(UpstreamError);
  });
});
