import { describe, expect, it } from "vitest";
import {
  certificateJustEarned,
  certificatePath,
  certificatePdfPath,
  firstUndoneVideo,
  liveAttendanceText,
  percentOf,
} from "@/lib/progress/view";

describe("firstUndoneVideo", () => {
  const sections = [
    {
      videos: [
        { id: 3, title: "a" },
        { id: 1, title: "b" },
      ],
    },
    { videos: "failed" as const },
    { videos: [{ id: 7, title: "c" }] },
  ];

  it("is the first video not done, in section then list order", () => {
    expect(firstUndoneVideo(sections, [])).toEqual({ id: 3, title: "a" });
    expect(firstUndoneVideo(sections, [3])).toEqual({ id: 1, title: "b" });
    expect(firstUndoneVideo(sections, [3, 1])).toEqual({ id: 7, title: "c" });
  });

  it("is null when every video is done or there are none", () => {
    expect(firstUndoneVideo(sections, [1, 3, 7])).toBeNull();
    expect(firstUndoneVideo([], [])).toBeNull();
  });
});

describe("percentOf", () => {
  it.each([
    [2, 3, 66],
    [20, 21, 95],
    [21, 21, 100],
    [0, 0, 0],
  ])("rounds %i of %i down to %i, so that 100 means complete", (done, total, percent) => {
    expect(percentOf(done, total)).toBe(percent);
  });
});

describe("certificate paths", () => {
  it("address the verification page and the PDF", () => {
    expect(certificatePath("abcd-efgh-jkmn")).toBe("/certificates/abcd-efgh-jkmn");
    expect(certificatePdfPath("abcd-efgh-jkmn")).toBe("/certificates/abcd-efgh-jkmn/pdf");
    expect(certificatePdfPath("abcd-efgh-jkmn", "en")).toBe("/certificates/abcd-efgh-jkmn/pdf");
    expect(certificatePdfPath("abcd-efgh-jkmn", "ar")).toBe(
      "/certificates/abcd-efgh-jkmn/pdf?lang=ar",
    );
  });
});

describe("liveAttendanceText", () => {
  it("says attended N of M live sessions for a live course, nothing for an on-demand one", () => {
    expect(liveAttendanceText({ attended: 3, total: 4 })).toBe("attended 3 of 4 live sessions");
    expect(liveAttendanceText({ attended: 0, total: 1 })).toBe("attended 0 of 1 live session");
    expect(liveAttendanceText(null)).toBeNull();
  });
});

describe("certificateJustEarned", () => {
  const recorded = (certificateCode: string | null) =>
    ({ ok: true, data: { percent: 100, certificateCode } }) as const;

  it("is the code a recording answered when the student had no certificate as the lesson opened", () => {
    expect(certificateJustEarned(recorded("abcd-efgh-jkmn"), false)).toBe("abcd-efgh-jkmn");
  });

  it("is null for a certificate already held, none yet, a refusal or no recording", () => {
    expect(certificateJustEarned(recorded("abcd-efgh-jkmn"), true)).toBeNull();
    expect(certificateJustEarned(recorded(null), false)).toBeNull();
    expect(
      certificateJustEarned({ ok: false, message: "Failed to record your progress" }, false),
    ).toBeNull();
    expect(certificateJustEarned(null, false)).toBeNull();
  });
});
