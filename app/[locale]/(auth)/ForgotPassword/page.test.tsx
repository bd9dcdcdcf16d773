import { prerenderToNodeStream } from "react-dom/static";
import { afterEach, describe, expect, it, vi } from "vitest";
import { fakeHeaders } from "@/test/action-support";
import { jsonResponse, stubUpstream, textResponse } from "@/test/upstream-support";

vi.mock("next/headers", () => fakeHeaders());

const { default: ForgotPasswordPage } = await import("./page");

/** The visible text of the reset page for `query`, tags dropped, spaces collapsed. */
async function pageText(query: Record<string, string>): Promise<string> {
  const page = await ForgotPasswordPage({
    searchParams: Promise.resolve(query),
  } as Parameters<typeof ForgotPasswordPage>[0]);
  const { prelude } = await prerenderToNodeStream(page);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replace(/<[^>]+>/g, " ")
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

const link = { email: "mariam@gmail.com", token: "Q2ZE-_xQ2ZE-_xQ2ZE-_xQ2ZE-_xQ2ZE-_xQ2ZE-_xQ2Z" };

afterEach(() => vi.unstubAllGlobals());

describe("the reset page checks its link before showing the form", () => {
  it("says at once that a used link was used, and offers to ask for a new one instead of the form", async () => {
    const calls = stubUpstream(() => jsonResponse(200, { status: "used" }));
    const text = await pageText(link);
    expect(text).toContain(
      "This reset link was already used. If you did not reset your password yourself, ask for a new link below and choose a new password.",
    );
    expect(text).toContain("Ask for a new link");
    expect(text).not.toContain("New password");
    expect(calls[0]?.url.pathname).toBe("/api/Authentication/ResetLinkStatus");
    expect(JSON.parse(String(calls[0]?.body))).toEqual(link);
  });

  it("says so of an expired or an unknown link too", async () => {
    stubUpstream(() => jsonResponse(200, { status: "expired" }));
    expect(await pageText(link)).toContain(
      "This reset link has expired: a link works for 1 hour. Ask for a new one below.",
    );
    stubUpstream(() => jsonResponse(200, { status: "invalid" }));
    const invalid = await pageText(link);
    expect(invalid).toContain(
      "This reset link is not valid. Open the newest link we sent you, or ask for a new one below.",
    );
    expect(invalid).not.toContain("New password");
  });

  it("shows the form for a valid link, and as before where the link cannot be checked (legacy, outage)", async () => {
    for (const answer of [
      () => jsonResponse(200, { status: "valid" }),
      () => textResponse(404),
      () => textResponse(500, "boom"),
    ]) {
      stubUpstream(answer);
      const text = await pageText(link);
      expect(text).toContain("New password");
      expect(text).not.toContain("Ask for a new link");
    }
  });

  it("opened without a link (This wasn't me), says the spec's text and offers to ask for a link, checking nothing", async () => {
    const calls = stubUpstream(() => textResponse(500));
    const text = await pageText({});
    expect(text).toContain(
      "Please open this page from the password reset link we sent to your mailbox.",
    );
    expect(text).toContain("Ask for a new link");
    expect(calls).toEqual([]);
  });
});
