import { afterEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { changePassword, checkResetLink, passwordChangeRefusal } from "@/lib/upstream/passwords";
import { jsonResponse, stubUpstream, textResponse, upstreamFailure } from "@/test/upstream-support";

afterEach(() => vi.unstubAllGlobals());

const studentId = "16fd2706-8baf-433b-82eb-8c7fada847da";

describe("changePassword", () => {
  it("posts the current and the new password with the student's token and the visitor's address", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await changePassword(
      studentId,
      { currentPassword: "Secret12345", newPassword: "NewSecret678" },
      "tok",
      { clientAddress: "203.0.113.7" },
    );
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe(`/api/Students/${studentId}/Password`);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(calls[0]?.headers.get("x-forwarded-for")).toBe("203.0.113.7");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      currentPassword: "Secret12345",
      newPassword: "NewSecret678",
    });
  });

  it("reads which field a 400 refused; anything else is no refusal of the student's", async () => {
    const refusal = (status: number, errors?: Record<string, string[]>) =>
      passwordChangeRefusal(
        new UpstreamError({
          status,
          endpoint: "POST /api/Students/{studentId}/Password",
          message: "refused",
          body: JSON.stringify({ status, detail: "x", ...(errors ? { errors } : {}) }),
        }),
      );
    expect(refusal(400, { currentPassword: ["The current password is wrong."] })).toBe(
      "wrongPassword",
    );
    expect(refusal(400, { newPassword: ["Passwords must be at least 10 characters."] })).toBe(
      "weakPassword",
    );
    expect(refusal(400, { NewPassword: ["The NewPassword field is required."] })).toBeNull();
    expect(refusal(409)).toBeNull();
  });
});

describe("checkResetLink", () => {
  it("posts the link's e-mail and token, unchanged, without a token of ours, and gives the status", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { status: "used" }));
    expect(await checkResetLink({ email: "a@gmail.com", token: "Q2ZE-_x" })).toBe("used");
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe("/api/Authentication/ResetLinkStatus");
    expect(calls[0]?.headers.get("authorization")).toBeNull();
    expect(JSON.parse(String(calls[0]?.body))).toEqual({ email: "a@gmail.com", token: "Q2ZE-_x" });
  });

  it("is unknown on a legacy upstream (404, 405) and for a status it does not know", async () => {
    const answers = [textResponse(404), textResponse(405), jsonResponse(200, { status: "odd" })];
    stubUpstream(() => answers.shift()!);
    for (let i = 0; i < 3; i++) {
      expect(await checkResetLink({ email: "a@gmail.com", token: "t" })).toBe("unknown");
    }
  });

  it("throws any other failure for the page to log", async () => {
    stubUpstream(() => textResponse(500, "boom"));
    expect(
      (await upstreamFailure(checkResetLink({ email: "a@gmail.com", token: "t" }))).status,
    ).toBe(500);
  });
});
