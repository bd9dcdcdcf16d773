import { describe, expect, it } from "vitest";
import {
  canCancel,
  canSendProof,
  formatDuration,
  orderStatusLabel,
  paymentMethodLabel,
  promiseState,
  promiseText,
} from "@/lib/orders";

describe("promiseState (the 24-hour promise)", () => {
  const proof = "2026-03-01T10:00:00.000Z";

  it("counts down from 24 hours after the proof arrived", () => {
    const state = promiseState(proof, new Date("2026-03-01T15:30:00.000Z"));
    expect(state).toMatchObject({ isLate: false, msLeft: 18.5 * 3600_000, ageMs: 5.5 * 3600_000 });
    expect(state?.dueAt.toISOString()).toBe("2026-03-02T10:00:00.000Z");
    expect(promiseText(state!)).toBe("18 h 30 min left of our 24-hour promise");
  });

  it("marks an order late once 24 hours have passed", () => {
    const state = promiseState(proof, new Date("2026-03-02T12:05:00.000Z"));
    expect(state).toMatchObject({ isLate: true });
    expect(promiseText(state!)).toBe("Our 24 hours ran out 2 h 05 min ago: we are on it.");
  });

  it("is null without a readable proof time", () => {
    expect(promiseState(null, new Date())).toBeNull();
    expect(promiseState("not a date", new Date())).toBeNull();
  });
});

describe("formatDuration", () => {
  it("shows hours and zero-padded minutes, or minutes alone", () => {
    expect(formatDuration(45 * 60_000)).toBe("45 min");
    expect(formatDuration((5 * 60 + 7) * 60_000)).toBe("5 h 07 min");
    expect(formatDuration(-(25 * 60) * 60_000)).toBe("25 h 00 min");
  });
});

describe("payment methods and statuses", () => {
  it("labels a method as its tab does", () => {
    expect(paymentMethodLabel("instant")).toBe("Instant Transfer");
  });

  it("lets the buyer send proof or cancel only while the order is open", () => {
    for (const status of ["awaiting_proof", "proof_submitted", "rejected"] as const) {
      expect(canSendProof(status)).toBe(true);
      expect(canCancel(status)).toBe(true);
    }
    for (const status of ["approved", "cancelled", "expired"] as const) {
      expect(canSendProof(status)).toBe(false);
      expect(canCancel(status)).toBe(false);
    }
  });
});

describe("order texts in Arabic", () => {
  it("writes durations, the promise and labels in Arabic", () => {
    expect(formatDuration(5 * 3_600_000 + 7 * 60_000, "ar")).toBe("5 س 07 د");
    expect(formatDuration(45 * 60_000, "ar")).toBe("45 د");
    const state = promiseState("2026-01-01T00:00:00Z", new Date("2026-01-01T01:00:00Z"));
    expect(state && promiseText(state, "ar")).toBe("يتبقى 23 س 00 د من وعدنا بالرد خلال 24 ساعة");
    expect(paymentMethodLabel("wallet", "ar")).toBe("المحفظة الإلكترونية");
    expect(orderStatusLabel("proof_submitted", "ar")).toBe("في انتظار الاعتماد");
    expect(orderStatusLabel("approved")).toBe("Approved");
  });
});
