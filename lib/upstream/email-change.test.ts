import { afterEach, describe, expect, it, vi } from "vitest";
import { confirmEmailChange, requestEmailChange } from "@/lib/upstream/email-change";
import { jsonResponse, stubUpstream } from "@/test/upstream-support";

const problem = (status: number, detail: string, errors?: Record<string, string[]>) =>
  jsonResponse(status, {
    type: "about:blank",
    title: "x",
    status,
    detail,
    ...(errors ? { errors } : {}),
  });

afterEach(() => vi.unstubAllGlobals());

describe("requestEmailChange", () => {
  it("posts the new address and the password with the student's token", async () => {
    const calls = stubUpstream(() =>
      jsonResponse(202, { newEmail: "new@gmail.com", expiresAt: "2026-01-02T00:00:00.000Z" }),
    );
    const studentId = "16fd2706-8baf-433b-82eb-8c7fada847da";
    await requestEmailChange(
      studentId,
      { newEmail: "new@gmail.com", currentPassword: "Secret12345" },
      "tok",
    );
    expect(calls[0]?.method).toBe("POST");
    expect(calls[0]?.url.pathname).toBe(`/api/Students/${studentId}/EmailChange`);
    expect(calls[0]?.headers.get("authorization")).toBe("Bearer tok");
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      newEmail: "new@gmail.com",
      currentPassword: "Secret12345",
    });
  });
});

describe("confirmEmailChange", () => {
  it("maps the upstream's answers to confirmed, invalid, expired, used and taken", async () => {
    const answers = [
      jsonResponse(200, { userId: "u1", email: "new@gmail.com" }),
      problem(404, "This link is not valid."),
      problem(410, "This link has expired."),
      problem(409, "This link was already used."),
      problem(409, "Email 'new@gmail.com' is already taken.", { email: ["taken"] }),
    ];
    stubUpstream(() => answers.shift()!);
    expect(await confirmEmailChange("t")).toEqual({
      status: "confirmed",
      userId: "u1",
      email: "new@gmail.com",
    });
    expect(await confirmEmailChange("t")).toEqual({ status: "invalid" });
    expect(await confirmEmailChange("t")).toEqual({ status: "expired" });
    expect(await confirmEmailChange("t")).toEqual({ status: "used" });
    expect(await confirmEmailChange("t")).toEqual({ status: "taken" });
  });
});
