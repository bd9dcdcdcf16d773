import { describe, expect, it } from "vitest";
import {
  type RecordedChange,
  classMessageMail,
  coalesceScheduleChanges,
  scheduleChangeMail,
} from "./class-mail";

// The coalescing of a batch of schedule changes (one e-mail for the changes of a course within
// 10 minutes): per session, the state before the first change against the state after the last.

const t = (iso: string) => new Date(iso);
let nextId = 1;

/** A recorded change; `at` is the minute of the batch it was made in. */
function change(
  sessionId: string,
  kind: RecordedChange["kind"],
  at: number,
  startsAt: string,
  previousStartsAt: string | null = null,
  title = `Session ${sessionId}`,
): RecordedChange {
  return {
    id: nextId++,
    sessionId,
    kind,
    title,
    startsAt: t(startsAt),
    previousStartsAt: previousStartsAt ? t(previousStartsAt) : null,
    durationMinutes: 90,
    changedAt: new Date(Date.UTC(2026, 2, 1, 10, at)),
  };
}

describe("coalesceScheduleChanges", () => {
  it("keeps each single change as it is", () => {
    expect(
      coalesceScheduleChanges([
        change("a", "added", 0, "2026-03-10T16:00:00Z"),
        change("b", "moved", 1, "2026-03-12T16:00:00Z", "2026-03-11T16:00:00Z"),
        change("c", "cancelled", 2, "2026-03-09T16:00:00Z"),
      ]),
    ).toEqual([
      { kind: "cancelled", title: "Session c", startsAt: t("2026-03-09T16:00:00Z") },
      {
        kind: "added",
        title: "Session a",
        startsAt: t("2026-03-10T16:00:00Z"),
        durationMinutes: 90,
      },
      {
        kind: "moved",
        title: "Session b",
        from: t("2026-03-11T16:00:00Z"),
        to: t("2026-03-12T16:00:00Z"),
        durationMinutes: 90,
      },
    ]);
  });

  it("says a session added then moved was added at its last time", () => {
    expect(
      coalesceScheduleChanges([
        change("a", "added", 0, "2026-03-10T16:00:00Z"),
        change("a", "moved", 4, "2026-03-10T17:00:00Z", "2026-03-10T16:00:00Z", "Spectra"),
      ]),
    ).toEqual([
      { kind: "added", title: "Spectra", startsAt: t("2026-03-10T17:00:00Z"), durationMinutes: 90 },
    ]);
  });

  it("says nothing of a session added then cancelled, or moved back to where it was", () => {
    expect(
      coalesceScheduleChanges([
        change("a", "added", 0, "2026-03-10T16:00:00Z"),
        change("a", "cancelled", 3, "2026-03-10T16:00:00Z"),
        change("b", "moved", 1, "2026-03-12T16:00:00Z", "2026-03-11T16:00:00Z"),
        change("b", "moved", 5, "2026-03-11T16:00:00Z", "2026-03-12T16:00:00Z"),
      ]),
    ).toEqual([]);
  });

  it("makes two moves one, from the first time to the last", () => {
    expect(
      coalesceScheduleChanges([
        change("b", "moved", 1, "2026-03-12T16:00:00Z", "2026-03-11T16:00:00Z"),
        change("b", "moved", 6, "2026-03-13T16:00:00Z", "2026-03-12T16:00:00Z"),
      ]),
    ).toEqual([
      {
        kind: "moved",
        title: "Session b",
        from: t("2026-03-11T16:00:00Z"),
        to: t("2026-03-13T16:00:00Z"),
        durationMinutes: 90,
      },
    ]);
  });

  it("cancels a moved session at the time the class knew", () => {
    expect(
      coalesceScheduleChanges([
        change("b", "moved", 1, "2026-03-12T16:00:00Z", "2026-03-11T16:00:00Z"),
        change("b", "cancelled", 2, "2026-03-12T16:00:00Z"),
      ]),
    ).toEqual([{ kind: "cancelled", title: "Session b", startsAt: t("2026-03-11T16:00:00Z") }]);
  });

  it("reads the changes in the order they were made, whatever order they come in", () => {
    const added = change("a", "added", 0, "2026-03-10T16:00:00Z");
    const cancelled = change("a", "cancelled", 7, "2026-03-10T16:00:00Z");
    expect(coalesceScheduleChanges([cancelled, added])).toEqual([]);
  });
});

describe("the e-mails' texts", () => {
  const to = {
    studentId: "s1",
    email: "mariam@example.com",
    firstName: "Mariam",
    lastName: "Hassan",
  };
  const links = {
    webBase: "https://brightway.example",
    unsubscribePage: "https://brightway.example/unsubscribe?token=abc",
  };

  it("writes the owner's subject and text as plain text: escaped, line breaks kept, never a link", () => {
    const mail = classMessageMail(
      { subject: "Exam <b>moved</b>", body: "Line one\nSee https://evil.example & more" },
      { id: "c1", name: "Steel Design", kind: "onDemand" },
      to,
      links,
    );
    expect(mail.subject).toBe("Steel Design: Exam <b>moved</b>");
    expect(mail.text).toContain("Dear Mariam Hassan,");
    expect(mail.text).toContain("Line one\nSee https://evil.example & more");
    expect(mail.html).toContain("Exam &lt;b&gt;moved&lt;/b&gt;");
    expect(mail.html).toContain("Line one<br>See https://evil.example &amp; more");
    expect(mail.html).not.toContain('href="https://evil.example');
    expect(mail.html).toContain(
      '<a href="https://brightway.example/onDemandCourseDetails/c1#class-messages">',
    );
    expect(mail.html).toContain('<a href="https://brightway.example/unsubscribe?token=abc">');
  });

  it("names one change in the subject, or counts several, with Cairo times and the course page", () => {
    const moved = {
      kind: "moved" as const,
      title: "Response spectra",
      from: t("2026-03-10T16:00:00Z"),
      to: t("2026-03-12T16:00:00Z"),
      durationMinutes: 90,
    };
    const one = scheduleChangeMail([moved], { id: "c2", name: "Seismic Design" }, to, links);
    expect(one.subject).toBe(
      'Seismic Design: "Response spectra" moved to Thursday 12 March 2026 at 18:00 (Africa/Cairo)',
    );
    expect(one.text).toContain(
      'Moved: "Response spectra" from Tuesday 10 March 2026 at 18:00 (Africa/Cairo) to Thursday 12 March 2026 at 18:00 (Africa/Cairo).',
    );
    expect(one.text).toContain(
      "on the course page: https://brightway.example/onlineCourseDetails/c2",
    );
    const two = scheduleChangeMail(
      [moved, { kind: "cancelled", title: "Drift", startsAt: t("2026-03-17T16:00:00Z") }],
      { id: "c2", name: "Seismic Design" },
      to,
      links,
    );
    expect(two.subject).toBe("Seismic Design: 2 changes to the live sessions");
    expect(two.text).toContain(
      'Cancelled: "Drift" of Tuesday 17 March 2026 at 18:00 (Africa/Cairo).',
    );
  });
});
