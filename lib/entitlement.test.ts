import { beforeEach, describe, expect, it, vi } from "vitest";
import type { Session } from "@/lib/auth/guards";
import type { Enrollment, SectionVideo } from "@/lib/upstream/types";
import { upstreamRefusal } from "@/test/upstream-support";

const mocks = vi.hoisted(() => ({
  session: null as Session | null,
  enrollments: vi.fn<(studentId: string, token: string) => Promise<Enrollment[]>>(),
  video: vi.fn<(videoId: number, token?: string) => Promise<SectionVideo | null>>(),
  sectionVideos: vi.fn<(sectionId: string, token?: string) => Promise<SectionVideo[]>>(),
}));

vi.mock("@/lib/auth/guards", () => ({
  withSessionToken: async (session: Session, call: (token: string) => Promise<unknown>) =>
    call(session.token),
}));
vi.mock("@/lib/upstream/enrollments", () => ({ listStudentEnrollments: mocks.enrollments }));
vi.mock("@/lib/upstream/sections", () => ({
  getVideo: mocks.video,
  listSectionVideos: mocks.sectionVideos,
}));

const { accessEndDate, enrollmentStanding, getCourseEntitlement, getVideoAccess, isAccessActive } =
  await import("@/lib/entitlement");

const COURSE = "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01";
const OTHER_COURSE = "5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";
const SECTION = "9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c6d";
const PACKAGE = {
  id: "c1d2e3f4-a5b6-4c7d-8e9f-0a1b2c3d4e5f",
  name: "1 Month",
  durationMonths: 1,
  price: 900,
  courseId: COURSE,
};

function enrollment(courseId: string, startDate: string | null, months: number | null): Enrollment {
  return {
    id: crypto.randomUUID(),
    studentId: "student-1",
    student: null,
    courseId,
    course: null,
    packageId: months === null ? null : PACKAGE.id,
    package: months === null ? null : { ...PACKAGE, durationMonths: months },
    startDate,
  };
}

const iso = (date: Date) => date.toISOString().slice(0, 19);
const monthsAgo = (months: number) => {
  const date = new Date();
  date.setUTCMonth(date.getUTCMonth() - months);
  return iso(date);
};

describe("accessEndDate", () => {
  it("adds the package's months as calendar months", () => {
    expect(accessEndDate(new Date("2025-01-31T12:00:00Z"), 1).toISOString()).toBe(
      "2025-02-28T12:00:00.000Z",
    );
    expect(accessEndDate(new Date("2024-01-31T12:00:00Z"), 1).toISOString()).toBe(
      "2024-02-29T12:00:00.000Z",
    );
    expect(accessEndDate(new Date("2025-05-10T00:00:00Z"), 6).toISOString()).toBe(
      "2025-11-10T00:00:00.000Z",
    );
  });
});

describe("isAccessActive", () => {
  const now = new Date("2025-03-01T00:00:00Z");

  it("is active before the end and expired from the end on", () => {
    expect(isAccessActive({ startDate: "2025-02-15T00:00:00", months: 1 }, now)).toBe(true);
    expect(isAccessActive({ startDate: "2025-01-31T00:00:00", months: 1 }, now)).toBe(false);
    expect(
      isAccessActive(
        { startDate: "2025-01-31T00:00:00", months: 1 },
        new Date("2025-02-27T23:59:59Z"),
      ),
    ).toBe(true);
    expect(isAccessActive({ startDate: "2024-12-01T00:00:00", months: 3 }, now)).toBe(false);
  });

  it("fails closed without a start date or a package duration", () => {
    expect(isAccessActive({ startDate: null, months: 6 }, now)).toBe(false);
    expect(isAccessActive({ startDate: "2025-02-15T00:00:00", months: null }, now)).toBe(false);
    expect(isAccessActive({ startDate: "2025-02-15T00:00:00", months: 0 }, now)).toBe(false);
    expect(isAccessActive({ startDate: "garbage", months: 6 }, now)).toBe(false);
  });
});

describe("enrollmentStanding", () => {
  const now = new Date("2025-03-01T00:00:00Z");

  it("only counts enrolments in the course (any case of the id)", () => {
    const standing = enrollmentStanding(
      [enrollment(OTHER_COURSE, "2025-02-20T00:00:00", 6)],
      COURSE,
      now,
    );
    expect(standing).toEqual({ isEnrolled: false, isActive: false, accessEndsAt: null });
    expect(
      enrollmentStanding([enrollment(COURSE.toUpperCase(), "2025-02-20T00:00:00", 6)], COURSE, now)
        .isActive,
    ).toBe(true);
  });

  it("reports an expired enrolment and its end", () => {
    const standing = enrollmentStanding(
      [enrollment(COURSE, "2024-11-10T00:00:00", 1)],
      COURSE,
      now,
    );
    expect(standing.isEnrolled).toBe(true);
    expect(standing.isActive).toBe(false);
    expect(standing.accessEndsAt?.toISOString()).toBe("2024-12-10T00:00:00.000Z");
  });

  it("is active when any duplicate enrolment is active", () => {
    const list = [
      enrollment(COURSE, "2024-01-01T00:00:00", 1),
      enrollment(COURSE, "2025-02-01T00:00:00", 3),
    ];
    expect(enrollmentStanding(list, COURSE, now).isActive).toBe(true);
  });

  it("finds the months in the course's packages when the enrolment lacks its package", () => {
    const bare = { ...enrollment(COURSE, "2025-02-20T00:00:00", 1), package: null };
    expect(enrollmentStanding([bare], COURSE, now).isActive).toBe(false);
    expect(enrollmentStanding([bare], COURSE, now, [PACKAGE]).isActive).toBe(true);
  });
});

const student: Session = {
  userId: "student-1",
  token: "student-token",
  role: "Student",
  expiresAt: Date.now() + 60_000,
};
const admin: Session = {
  userId: "admin-1",
  token: "admin-token",
  role: "Admin",
  expiresAt: Date.now() + 60_000,
};
const course = { id: COURSE, packages: [PACKAGE], sections: [{ id: SECTION }] };
const video: SectionVideo = {
  id: 7,
  title: "Grids and levels",
  videoUrl: '<iframe src="https://www.youtube.com/embed/AbCdEf12345"></iframe>',
  sectionId: SECTION,
  position: null,
  isPreview: false,
  durationSeconds: null,
};

describe("getCourseEntitlement", () => {
  beforeEach(() => {
    mocks.session = null;
    mocks.enrollments.mockReset();
    mocks.video.mockReset();
  });

  it("gives a visitor nothing and calls no upstream", async () => {
    expect(await getCourseEntitlement(mocks.session, COURSE)).toMatchObject({
      canWatch: false,
      role: null,
    });
    expect(mocks.enrollments).not.toHaveBeenCalled();
  });

  it("entitles an admin without reading enrolments", async () => {
    mocks.session = admin;
    expect(await getCourseEntitlement(mocks.session, COURSE)).toMatchObject({
      canWatch: true,
      role: "Admin",
    });
    expect(mocks.enrollments).not.toHaveBeenCalled();
  });

  it("reads the session's own student's enrolments with their token", async () => {
    mocks.session = student;
    mocks.enrollments.mockResolvedValue([enrollment(COURSE, monthsAgo(1), 6)]);
    expect(await getCourseEntitlement(mocks.session, COURSE)).toMatchObject({
      canWatch: true,
      role: "Student",
      isExpired: false,
    });
    expect(mocks.enrollments).toHaveBeenCalledWith("student-1", "student-token");
  });

  it("refuses an expired enrolment", async () => {
    mocks.session = student;
    mocks.enrollments.mockResolvedValue([enrollment(COURSE, monthsAgo(3), 1)]);
    expect(await getCourseEntitlement(mocks.session, COURSE)).toMatchObject({
      canWatch: false,
      isExpired: true,
    });
  });

  it("refuses and reports failure when the enrolments cannot be read", async () => {
    mocks.session = student;
    mocks.enrollments.mockRejectedValue(upstreamRefusal(500, "boom", "GET x"));
    expect(await getCourseEntitlement(mocks.session, COURSE)).toMatchObject({
      canWatch: false,
      hasFailed: true,
    });
  });
});

describe("getVideoAccess", () => {
  beforeEach(() => {
    mocks.session = null;
    mocks.enrollments.mockReset();
    mocks.video.mockReset();
    mocks.sectionVideos.mockReset();
    mocks.sectionVideos.mockResolvedValue([{ ...video, videoUrl: null }]);
  });

  it("never reads the video for a viewer who is not entitled", async () => {
    expect(await getVideoAccess(mocks.session, course, 7)).toEqual({ status: "not-entitled" });
    mocks.session = student;
    mocks.enrollments.mockResolvedValue([enrollment(COURSE, monthsAgo(3), 1)]);
    expect(await getVideoAccess(mocks.session, course, 7)).toEqual({ status: "not-entitled" });
    expect(mocks.video).not.toHaveBeenCalled();
  });

  const preview: SectionVideo = {
    ...video,
    id: 3,
    title: "Interface tour",
    videoUrl: '<iframe src="https://www.youtube.com/embed/PrEvIeW1234"></iframe>',
    isPreview: true,
  };
  const paid: SectionVideo = { ...video, id: 4, title: "Storey data", videoUrl: null };

  it("plays a free preview for a visitor and for a student whose access ended, from the course's public lists", async () => {
    mocks.sectionVideos.mockResolvedValue([preview, paid]);
    const playable = {
      status: "playable",
      videoId: 3,
      title: "Interface tour",
      embed: { src: "https://www.youtube-nocookie.com/embed/PrEvIeW1234", provider: "youtube" },
    };
    expect(await getVideoAccess(mocks.session, course, 3)).toEqual(playable);
    expect(await getVideoAccess(mocks.session, course, 4)).toEqual({ status: "not-entitled" });
    mocks.session = student;
    mocks.enrollments.mockResolvedValue([enrollment(COURSE, monthsAgo(3), 1)]);
    expect(await getVideoAccess(mocks.session, course, 3)).toEqual(playable);
    expect(await getVideoAccess(mocks.session, course, 4)).toEqual({ status: "not-entitled" });
    // Read without a token (the cached public list), per section of this course; never the single video.
    expect(mocks.sectionVideos).toHaveBeenCalledWith(SECTION);
    expect(mocks.sectionVideos.mock.calls.every((call) => call.length === 1)).toBe(true);
    expect(mocks.video).not.toHaveBeenCalled();
  });

  it("plays nothing for a visitor from an upstream that marks no preview, though it sends every address (the legacy)", async () => {
    mocks.sectionVideos.mockResolvedValue([{ ...preview, isPreview: false }]);
    expect(await getVideoAccess(mocks.session, course, 3)).toEqual({ status: "not-entitled" });
  });

  it("does not play a preview of another course, and reports a failed read", async () => {
    mocks.sectionVideos.mockResolvedValue([preview]);
    expect(await getVideoAccess(mocks.session, { ...course, sections: [] }, 3)).toEqual({
      status: "not-entitled",
    });
    mocks.sectionVideos.mockRejectedValue(upstreamRefusal(500, "boom", "GET x"));
    expect(await getVideoAccess(mocks.session, course, 3)).toEqual({ status: "failed" });
  });

  it("gives an entitled viewer the allowlisted embed address, read with their token", async () => {
    mocks.session = admin;
    mocks.video.mockResolvedValue(video);
    expect(await getVideoAccess(mocks.session, course, 7)).toEqual({
      status: "playable",
      videoId: 7,
      title: "Grids and levels",
      embed: { src: "https://www.youtube-nocookie.com/embed/AbCdEf12345", provider: "youtube" },
    });
    expect(mocks.video).toHaveBeenCalledWith(7, "admin-token");
  });

  it("does not play a video of another course", async () => {
    mocks.session = admin;
    mocks.video.mockResolvedValue({ ...video, sectionId: "00000000-0000-4000-8000-000000000000" });
    expect(await getVideoAccess(mocks.session, course, 7)).toEqual({ status: "not-found" });
  });

  it("does not play a source outside the allowlist", async () => {
    mocks.session = admin;
    mocks.video.mockResolvedValue({
      ...video,
      videoUrl: '<iframe src="https://evil.example/x"></iframe>',
    });
    expect(await getVideoAccess(mocks.session, course, 7)).toEqual({
      status: "unplayable",
      videoId: 7,
      title: "Grids and levels",
    });
  });
});
