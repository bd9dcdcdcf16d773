import { describe, expect, it } from "vitest";
import { localizeResult, localizeText } from "@/lib/actions/localize-result";
import { messages } from "@/lib/messages";
import { arMessages } from "@/lib/messages.ar";

describe("localizeText", () => {
  it("turns a fixed English text of the catalogue into the same key's Arabic", () => {
    expect(localizeText(messages.signup.passwordDigit, "ar")).toBe(arMessages.signup.passwordDigit);
    expect(localizeText(messages.auth.checkEmail, "ar")).toBe(arMessages.auth.checkEmail);
  });

  it("rewrites the throttle's sentence with Arabic minutes, and leaves other text alone", () => {
    expect(localizeText("Too many attempts. Please try again in 2 minutes.", "ar")).toContain(
      "دقيقتين",
    );
    expect(localizeText("Beam 12 is full", "ar")).toBe("Beam 12 is full");
    expect(localizeText(messages.auth.checkEmail, "en")).toBe(messages.auth.checkEmail);
  });
});

describe("localizeResult", () => {
  it("puts the message and every field error into Arabic, keeping values", () => {
    expect(
      localizeResult(
        {
          ok: false,
          message: messages.signup.emailExists,
          fieldErrors: { email: [messages.signup.emailExists] },
          values: { email: "nour@example.com" },
        },
        "ar",
      ),
    ).toEqual({
      ok: false,
      message: arMessages.signup.emailExists,
      fieldErrors: { email: [arMessages.signup.emailExists] },
      values: { email: "nour@example.com" },
    });
    expect(localizeResult({ ok: true, message: messages.auth.checkEmail }, "ar")).toEqual({
      ok: true,
      message: arMessages.auth.checkEmail,
    });
  });
});
