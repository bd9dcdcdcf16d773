import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, fakeGuards, studentSession, type GuardState } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";

const state: GuardState = { session: null };
const stubs = vi.hoisted(() => ({
  getCourse: vi.fn(),
  getDocument: vi.fn(),
  isPublishingSupported: vi.fn(),
}));
vi.mock("@/lib/auth/guards", () => fakeGuards(state));
vi.mock("@/lib/upstream/courses", () => ({ getCourse: stubs.getCourse, listCourses: vi.fn() }));
vi.mock("@/lib/upstream/documents", () => ({ getDocument: stubs.getDocument }));
vi.mock("@/lib/upstream/publishing", () => ({
  isPublishingSupported: stubs.isPublishingSupported,
}));

const { loadOnlineCourse, loadOnDemandCourse } = await import("./load-course");
const { loadDocument, documentMetadata } = await import("@/components/load-document");

const draftId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const draft = { id: draftId, name: "Draft ETABS", packages: [], sections: [] };
const product = {
  id: 7,
  title: "Draft beam tables",
  description: null,
  imageUrl: null,
  price: 40,
  file: null,
};

beforeEach(() => {
  vi.clearAllMocks();
  // The cached anonymous read never finds a draft; the admin's token does.
  stubs.getCourse.mockImplementation(async (_kind: string, _id: string, token?: string) =>
    token === "admin-token" ? draft : null,
  );
  stubs.getDocument.mockImplementation(async (_kind: string, _id: number, token?: string) =>
    token === "admin-token" ? product : null,
  );
  stubs.isPublishingSupported.mockResolvedValue(true);
  state.session = null;
});

describe("a draft's details page", () => {
  it("is previewed by an admin, read again with the admin's token", async () => {
    state.session = adminSession;
    expect(await loadOnlineCourse(state.session, draftId)).toEqual({
      status: "found",
      course: draft,
      isDraft: true,
    });
    expect(stubs.getCourse).toHaveBeenLastCalledWith("online", draftId, "admin-token");
    expect(await loadOnDemandCourse(state.session, draftId)).toMatchObject({
      status: "found",
      isDraft: true,
    });
    const load = await loadDocument(state.session, "product", "7");
    expect(load).toMatchObject({ status: "found", isDraft: true, item: { id: 7 } });
    // Never indexed.
    expect(await documentMetadata("product", load)).toEqual({
      title: "Draft beam tables",
      robots: { index: false },
    });
  });

  it("is not found for a visitor or a student, with no read under their token", async () => {
    for (const session of [null, studentSession]) {
      state.session = session;
      expect(await loadOnlineCourse(state.session, draftId)).toEqual({ status: "missing" });
      expect(await loadDocument(state.session, "publication", "7")).toEqual({ status: "missing" });
    }
    expect(stubs.getCourse.mock.calls.every((call) => call[2] === undefined)).toBe(true);
    expect(stubs.getDocument.mock.calls.every((call) => call[2] === undefined)).toBe(true);
  });

  it("is not found for an admin either on an upstream without drafts, or once the token is refused", async () => {
    state.session = adminSession;
    stubs.isPublishingSupported.mockResolvedValue(false);
    expect(await loadOnlineCourse(state.session, draftId)).toEqual({ status: "missing" });
    stubs.isPublishingSupported.mockResolvedValue(true);
    stubs.getDocument.mockImplementation(async (_kind: string, _id: number, token?: string) => {
      if (token) throw new UpstreamError({ status: 401, endpoint: "/api/x", message: "refused" });
      return null;
    });
    expect(await loadDocument(state.session, "product", "7")).toEqual({ status: "missing" });
  });

  it("leaves a published item as it was: found without a draft mark, read anonymously", async () => {
    state.session = adminSession;
    stubs.getCourse.mockResolvedValue(draft);
    expect(await loadOnlineCourse(state.session, draftId)).toEqual({
      status: "found",
      course: draft,
    });
    expect(stubs.getCourse).toHaveBeenCalledTimes(1);
    expect(stubs.getCourse).toHaveBeenCalledWith("online", draftId, undefined);
  });
});
