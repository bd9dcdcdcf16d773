import { describe, expect, it } from "vitest";
import { throttleMessage } from "@/lib/auth/throttle-message";

describe("throttleMessage", () => {
  it("says the wait in whole minutes, rounded up", () => {
    expect(throttleMessage(900)).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(throttleMessage(841)).toBe("Too many attempts. Please try again in 15 minutes.");
    expect(throttleMessage(840)).toBe("Too many attempts. Please try again in 14 minutes.");
  });

  it("says one minute, in the singular, for the last minute or an unknown wait", () => {
    expect(throttleMessage(1)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(throttleMessage(60)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(throttleMessage(undefined)).toBe("Too many attempts. Please try again in 1 minute.");
    expect(throttleMessage(Number.NaN)).toBe("Too many attempts. Please try again in 1 minute.");
  });

  it("says 2 minutes just past one", () => {
    expect(throttleMessage(61)).toBe("Too many attempts. Please try again in 2 minutes.");
  });
});

describe("throttleMessage in Arabic", () => {
  it("says the wait in Arabic minutes with Latin digits", () => {
    expect(throttleMessage(900, "ar")).toBe(
      "محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد \u206815 دقيقة\u2069.",
    );
    expect(throttleMessage(60, "ar")).toContain("دقيقة واحدة");
    expect(throttleMessage(120, "ar")).toContain("دقيقتين");
    expect(throttleMessage(300, "ar")).toContain("5 دقائق");
  });
});
