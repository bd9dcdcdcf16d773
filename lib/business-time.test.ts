import { describe, expect, it } from "vitest";
import { businessLocalToInstant, formatSessionTime, instantToBusinessLocal, joinWindow } from "./business-time";

describe("business time (Africa/Cairo)", () => {
  it("reads a wall-clock time in Cairo as an instant, in winter and in summer time", () => {
    expect(businessLocalToInstant("2026-12-18T19:00")).toBe("2026-12-18T17:00:00.000Z");
    expect(businessLocalToInstant("2026-07-01T19:00")).toBe("2026-07-01T16:00:00.000Z");
  });

  it("refuses text that is not a real date and time", () => {
    expect(businessLocalToInstant("2026-04-31T10:00")).toBeNull();
    expect(businessLocalToInstant("2026-12-18 19:00")).toBeNull();
    expect(businessLocalToInstant("2026-13-01T10:00")).toBeNull();
  });

  it("writes an instant back as the form's Cairo value", () => {
    expect(instantToBusinessLocal("2026-12-18T17:00:00.000Z")).toBe("2026-12-18T19:00");
  });

  it("formats an instant in Cairo or in another zone", () => {
    expect(formatSessionTime("2026-12-18T17:00:00Z")).toBe("Friday, 18 December 2026 at 19:00");
    expect(formatSessionTime("2026-12-18T17:00:00Z", "Europe/London")).toBe("Friday, 18 December 2026 at 17:00");
  });

  it("opens Join 15 minutes before the start and closes it at the end", () => {
    const session = { startsAt: "2026-12-18T17:00:00Z", durationMinutes: 90 };
    expect(joinWindow(session, "2026-12-18T16:44:59Z")).toBe("before");
    expect(joinWindow(session, "2026-12-18T16:45:00Z")).toBe("open");
    expect(joinWindow(session, "2026-12-18T18:29:59Z")).toBe("open");
    expect(joinWindow(session, "2026-12-18T18:30:00Z")).toBe("ended");
  });
});
