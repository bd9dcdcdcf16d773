import { setRequestLocale } from "next-intl/server";
import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it } from "vitest";
import { LocaleProvider } from "@/lib/i18n/locale-context";
import { expectNoEnglish } from "@/test/no-english";
import { ScheduleSection, type ScheduleSession } from "./live-schedule";
import { SessionCountdown } from "./server-clock";

/** The visible text of a server tree (as Next renders it), tags dropped, spaces collapsed. */
async function text(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const session: ScheduleSession = {
  id: "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c51",
  title: "Loads and load combinations",
  startsAt: "2026-12-18T17:00:00Z",
  durationMinutes: 90,
  hasRecording: false,
  canPlayRecording: false,
  attended: null,
};

/** A visitor's schedule (no Join) judged at `now`. */
const visitorSchedule = (now: string) =>
  text(
    <ScheduleSection
      coursePath="/onlineCourseDetails/3f2504e0-4f89-41d3-9a0c-0305e82c3301"
      sessions={[session]}
      now={now}
      joinPath={null}
      playingId={null}
    />,
  );

describe("a live session's standing on the schedule", () => {
  it("is not happening 8 minutes before its start, while Join may be open: it starts in 8 min", async () => {
    const schedule = await visitorSchedule("2026-12-18T16:52:00Z");
    expect(schedule).toContain("Starts in 8 min");
    expect(schedule).not.toContain("Happening now");
  });

  it("is happening now from its start until its end, and upcoming before the Join window", async () => {
    expect(await visitorSchedule("2026-12-18T17:00:00Z")).toContain("Happening now");
    expect(await visitorSchedule("2026-12-18T18:29:00Z")).toContain("Happening now");
    const before = await visitorSchedule("2026-12-18T16:30:00Z");
    expect(before).toContain("Upcoming");
    expect(before).not.toContain("Happening now");
    const after = await visitorSchedule("2026-12-18T18:30:00Z");
    expect(after).toContain("Session ended");
    expect(after).not.toContain("Happening now");
  });

  it("counts down on the next-session panel until the start, then says it is happening", async () => {
    const timed = { startsAt: session.startsAt, durationMinutes: session.durationMinutes };
    const soon = await text(<SessionCountdown session={timed} serverNow="2026-12-18T16:52:00Z" />);
    expect(soon).toBe("Starts in 8 min 00 s");
    const live = await text(<SessionCountdown session={timed} serverNow="2026-12-18T17:01:00Z" />);
    expect(live).toBe("Happening now");
  });

  it("is written in Arabic on an Arabic page: the schedule, the Cairo time, Join and the countdown", async () => {
    setRequestLocale("ar");
    const schedule = await text(
      <LocaleProvider locale="ar">
        {await ScheduleSection({
          coursePath: "/onlineCourseDetails/3f2504e0-4f89-41d3-9a0c-0305e82c3301",
          sessions: [session, { ...session, id: "9a1b2c3d-4e5f-4a6b-8c7d-0e1f2a3b4c52" }],
          now: "2026-12-18T16:50:00Z",
          joinPath: (sessionId) => `/onlineCourseDetails/x/join/${sessionId}`,
          playingId: null,
        })}
      </LocaleProvider>,
    );
    expect(schedule).toContain("الجدول");
    expect(schedule).toContain("جلستان مباشرتان، والمواعيد بتوقيت القاهرة");
    expect(schedule).toContain("الجمعة، 18 ديسمبر 2026 في 19:00");
    expect(schedule).toContain("المدة: \u206890 دقيقة\u2069");
    expect(schedule).toContain("انضمام");
    expect(schedule).toContain("يفتح الاجتماع في علامة تبويب جديدة.");
    expectNoEnglish(schedule, ["Africa/Cairo", "Loads and load combinations"]);

    const visitor = await visitorSchedule("2026-12-18T16:52:00Z");
    expectNoEnglish(visitor, ["Africa/Cairo", "Loads and load combinations"]);

    const timed = { startsAt: session.startsAt, durationMinutes: session.durationMinutes };
    const countdown = await text(
      <LocaleProvider locale="ar">
        <SessionCountdown session={timed} serverNow="2026-12-16T13:52:00Z" />
      </LocaleProvider>,
    );
    expect(countdown).toBe("تبدأ بعد يومين 3 س 08 د");
  });
});
