import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, studentSession } from "@/test/action-support";
import type { Session } from "@/lib/auth/guards";
import { upstreamRefusal } from "@/test/upstream-support";

const mocks = vi.hoisted(() => ({
  session: null as Session | null,
  enrollments: vi.fn(),
  products: vi.fn(),
  checkEnrollment: vi.fn(),
  redirect: vi.fn(),
}));

vi.mock("@/lib/auth/guards", () => ({
  // As the real one: a 401 ends the session (a redirect to log in), anything else passes through.
  withSessionToken: async (session: Session, call: (token: string) => Promise<unknown>) => {
    try {
      return await call(session.token);
    } catch (error) {
      if ((error as { status?: number }).status === 401)
        throw Object.assign(new Error("NEXT_REDIRECT"), { url: "/login" });
      throw error;
    }
  },
}));
vi.mock("@/lib/upstream/enrollments", () => ({
  listStudentEnrollments: mocks.enrollments,
  checkEnrollment: mocks.checkEnrollment,
}));
vi.mock("@/lib/upstream/students", () => ({ listStudentProducts: mocks.products }));

const { heldIds, heldMessage, holds } = await import("@/lib/holdings");

const ONLINE = "0b7d4a52-8a7e-4a43-9f8e-6a1f7c2d1e01";
const OTHER = "5f1c2b3a-4d5e-4f60-8a7b-9c0d1e2f3a4b";

beforeEach(() => {
  vi.resetAllMocks();
  mocks.session = studentSession;
  mocks.enrollments.mockResolvedValue([{ courseId: ONLINE.toUpperCase() }]);
  mocks.products.mockResolvedValue([{ id: 7 }, { id: 9 }]);
});

describe("heldIds", () => {
  it("reads the student's own products and enrolled courses with their token", async () => {
    expect([...(await heldIds(mocks.session, "product"))]).toEqual([7, 9]);
    expect(mocks.products).toHaveBeenCalledWith("student-a", "student-token");
    // Course ids compare in lower case: the upstream may answer a Guid in either case.
    expect((await heldIds(mocks.session, "onlineCourse")).has(ONLINE)).toBe(true);
    expect((await heldIds(mocks.session, "onlineCourse")).has(OTHER)).toBe(false);
    expect(mocks.enrollments).toHaveBeenCalledWith("student-a", "student-token");
  });

  it("is empty for a visitor and an admin, without asking the upstream", async () => {
    mocks.session = null;
    expect((await heldIds(mocks.session, "product")).size).toBe(0);
    mocks.session = adminSession;
    expect((await heldIds(mocks.session, "onlineCourse")).size).toBe(0);
    expect(await holds(mocks.session, { kind: "onlineCourse", id: ONLINE })).toBe(false);
    expect(mocks.products).not.toHaveBeenCalled();
    expect(mocks.enrollments).not.toHaveBeenCalled();
    expect(mocks.checkEnrollment).not.toHaveBeenCalled();
  });

  it("holds nothing when the upstream fails, and sends a refused token to log in", async () => {
    mocks.products.mockRejectedValue(
      upstreamRefusal(500, "boom", "GET /api/Students/Products/{id}"),
    );
    expect((await heldIds(mocks.session, "product")).size).toBe(0);
    mocks.enrollments.mockRejectedValue(
      upstreamRefusal(401, "no", "GET /api/Students/Enrollements/{id}"),
    );
    await expect(heldIds(mocks.session, "onlineCourse")).rejects.toThrow("NEXT_REDIRECT");
  });
});

describe("holds", () => {
  it("asks CheckEnrollment for one online course, with the session's own student id", async () => {
    mocks.checkEnrollment.mockResolvedValueOnce(true).mockResolvedValueOnce(false);
    expect(await holds(mocks.session, { kind: "onlineCourse", id: ONLINE })).toBe(true);
    expect(await holds(mocks.session, { kind: "onlineCourse", id: OTHER })).toBe(false);
    expect(mocks.checkEnrollment).toHaveBeenNthCalledWith(1, ONLINE, "student-a", "student-token");
  });

  it("finds a product among the student's assigned products", async () => {
    expect(await holds(mocks.session, { kind: "product", id: 9 })).toBe(true);
    expect(await holds(mocks.session, { kind: "product", id: 8 })).toBe(false);
  });

  it("reads a failed enrolment check as not held", async () => {
    mocks.checkEnrollment.mockRejectedValue(
      upstreamRefusal(503, "down", "GET /api/Students/CheckEnrollment"),
    );
    expect(await holds(mocks.session, { kind: "onlineCourse", id: ONLINE })).toBe(false);
  });
});

describe("heldMessage", () => {
  it("says the issue's sentence for each kind", () => {
    expect(heldMessage("onlineCourse")).toBe("You are already enrolled in this course.");
    expect(heldMessage("product")).toBe("You already have this product.");
  });
});
