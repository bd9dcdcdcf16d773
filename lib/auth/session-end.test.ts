import { describe, expect, it } from "vitest";
import {
  readSessionEndedMarker,
  sessionEndedMarker,
  sessionEndedMessage,
  tokenDigest,
} from "@/lib/auth/session-end";
import { arMessages } from "@/lib/messages.ar";

describe("sessionEndedMessage", () => {
  const textByReason = {
    replaced: "You were signed out because your account signed in on another device.",
    idle: "You were signed out after a period of inactivity. Please log in again.",
    "signed-out": "This device was signed out. Please log in again.",
    expired: "Your session has expired. Please log in again.",
    "password-changed":
      "You were signed out because your password was changed. Please log in again.",
    "email-changed":
      "You were signed out because your login e-mail was changed. Please log in again.",
  };
  it.each(Object.entries(textByReason))(
    "tells the login page why the session ended (%s)",
    (reason, text) => {
      expect(sessionEndedMessage(reason)).toBe(text);
    },
  );

  it.each([null, "unknown", "toString", "__proto__"])("gives the generic text for %s", (reason) => {
    expect(sessionEndedMessage(reason)).toBe("Your session has ended. Please log in again.");
  });

  it("says it in the page's language (the Arabic catalogue on /ar/login)", () => {
    expect(sessionEndedMessage("idle", arMessages)).toBe(arMessages.sessions.endedIdle);
    expect(sessionEndedMessage("unknown", arMessages)).toBe(
      "انتهت جلستك. يُرجى تسجيل الدخول مرة أخرى.",
    );
  });
});

describe("sessionEndedMarker", () => {
  it("seals the refused token's digest and the reason, and reads them back", async () => {
    const marker = await sessionEndedMarker("upstream-token", "idle");
    await expect(readSessionEndedMarker(marker)).resolves.toEqual({
      tokenDigest: await tokenDigest("upstream-token"),
      reason: "idle",
    });
  });

  it.each([undefined, null, "", "1", "Fe26.2**not-a-seal**************"])(
    "reads %s as no marker",
    async (value) => {
      await expect(readSessionEndedMarker(value)).resolves.toBeNull();
    },
  );
});
