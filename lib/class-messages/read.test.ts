import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import * as classMessages from "@/lib/upstream/class-messages";
import { fakesOf } from "@/test/server-mocks";

vi.mock("@/lib/upstream/class-messages");
const upstream = fakesOf(classMessages);

const { readClassMessages } = await import("./read");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const refusal = (status: number) =>
  new UpstreamError({
    status,
    endpoint: "GET /api/ClassMessages/Course/{courseId}",
    message: "refused",
  });

beforeEach(() => {
  upstream.hasClassMessages.mockResolvedValue(true);
});

describe("readClassMessages", () => {
  it("reads the course's messages with the token given", async () => {
    const messages = { courseId, messages: [], audience: { students: 3, optedOut: 1 } };
    upstream.listClassMessages.mockResolvedValue(messages);
    expect(await readClassMessages(courseId, "admin-token")).toEqual({
      status: "shown",
      messages,
    });
    expect(upstream.listClassMessages).toHaveBeenCalledWith(courseId, "admin-token");
  });

  it("hides them on an upstream without the extension, for an unknown course and for a student not enrolled", async () => {
    upstream.hasClassMessages.mockResolvedValue(false);
    expect(await readClassMessages(courseId, "t")).toEqual({ status: "hidden" });
    expect(upstream.listClassMessages).not.toHaveBeenCalled();
    upstream.hasClassMessages.mockResolvedValue(true);
    upstream.listClassMessages.mockResolvedValue(null);
    expect(await readClassMessages(courseId, "t")).toEqual({ status: "hidden" });
    upstream.listClassMessages.mockRejectedValue(refusal(403));
    expect(await readClassMessages(courseId, "t")).toEqual({ status: "hidden" });
  });

  it("says a failure, and lets a refused token through so that the session ends", async () => {
    upstream.listClassMessages.mockRejectedValue(refusal(500));
    expect(await readClassMessages(courseId, "t")).toEqual({ status: "failed" });
    upstream.listClassMessages.mockRejectedValue(refusal(401));
    await expect(readClassMessages(courseId, "t")).rejects.toMatchObject({ status: 401 });
  });
});
