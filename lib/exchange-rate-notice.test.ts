import { describe, expect, it } from "vitest";
import { exchangeRateNotice } from "@/lib/exchange-rate-notice";

const now = new Date("2026-03-09T10:00:00.000Z");
const setAt = (iso: string) => ({ status: "set" as const, egpPerUsd: 49.5, setAt: iso });

describe("exchangeRateNotice", () => {
  it("tells the owner to set a rate while none is set", () => {
    expect(exchangeRateNotice({ status: "unset" }, now)).toEqual({
      kind: "unset",
      text: "No exchange rate is set: buyers of USD courses and products who pay by wallet or instant transfer cannot see the amount in Egyptian pounds.",
    });
  });

  it("flags a rate set more than 7 days ago, with the day it was set in Cairo", () => {
    // 23:30 UTC on 1 March is already 2 March in Cairo (UTC+2).
    expect(exchangeRateNotice(setAt("2026-03-01T23:30:00.000Z"), now)).toEqual({
      kind: "stale",
      text: "The exchange rate was last set on 2 March 2026: check it is still right.",
    });
    expect(exchangeRateNotice(setAt("2026-03-02T09:59:59.000Z"), now)?.kind).toBe("stale");
  });

  it("speaks Arabic on an Arabic page, the day isolated with Latin digits", () => {
    expect(exchangeRateNotice(setAt("2026-03-01T23:30:00.000Z"), now, "ar")).toEqual({
      kind: "stale",
      text: "آخر تحديد لسعر الصرف كان في \u20682 مارس 2026\u2069: تأكد من أنه ما زال صحيحًا.",
    });
  });

  it("says nothing of a rate set within 7 days", () => {
    expect(exchangeRateNotice(setAt("2026-03-02T10:00:00.000Z"), now)).toBeNull();
    expect(exchangeRateNotice(setAt("2026-03-09T09:00:00.000Z"), now)).toBeNull();
  });

  it("says nothing on a legacy upstream (no rate to set) or when the rate could not be read", () => {
    expect(exchangeRateNotice({ status: "absent" }, now)).toBeNull();
    expect(exchangeRateNotice("failed", now)).toBeNull();
  });
});
