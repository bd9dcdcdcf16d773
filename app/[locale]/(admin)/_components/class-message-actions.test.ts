import { describe, expect, it } from "vitest";
import * as classMessages from "@/lib/upstream/class-messages";
import { expectAdminOnly, expiredTags, fakesOf } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { vi } from "vitest";

vi.mock("@/lib/upstream/class-messages");
const upstream = fakesOf(classMessages);

const { buildSendClassMessageAction } = await import("./class-message-actions");
const sendClassMessageAction = buildSendClassMessageAction();

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const stored = {
  id: "6ba7b810-9dad-41d1-80b4-00c04fd430c8",
  courseId,
  subject: "Exam on Friday",
  body: "Bring a calculator.",
  createdAt: "2026-11-27T10:00:00.000Z",
  recipients: 12,
};

describe("sendClassMessageAction", () => {
  it("sends the checked fields with the admin's token and says how many students it went to", async () => {
    upstream.sendClassMessage.mockResolvedValue(stored);
    expect(
      await sendClassMessageAction({
        courseId,
        subject: "  Exam on Friday ",
        body: "Bring a calculator.\r\n",
      }),
    ).toEqual({ ok: true, data: { recipients: 12 }, message: "Message sent to 12 students" });
    expect(upstream.sendClassMessage).toHaveBeenCalledWith(
      courseId,
      { subject: "Exam on Friday", body: "Bring a calculator." },
      "admin-token",
    );
    // Read per request, never cached: nothing to expire.
    expect(expiredTags()).toEqual([]);
  });

  it("says so when the course has no student yet, and counts one student as one", async () => {
    upstream.sendClassMessage.mockResolvedValue({ ...stored, recipients: 0 });
    expect((await sendClassMessageAction({ courseId, subject: "Hi", body: "Hello" })).message).toBe(
      "Message saved: the course has no students yet",
    );
    upstream.sendClassMessage.mockResolvedValue({ ...stored, recipients: 1 });
    expect((await sendClassMessageAction({ courseId, subject: "Hi", body: "Hello" })).message).toBe(
      "Message sent to 1 student",
    );
  });

  it("refuses empty or too long fields and a course id that is not a Guid, without calling the upstream", async () => {
    expect(await sendClassMessageAction({ courseId, subject: "", body: "b".repeat(5001) })).toEqual(
      {
        ok: false,
        message: "Please enter the subject",
        fieldErrors: {
          subject: ["Please enter the subject"],
          body: ["The message can have at most 5000 characters"],
        },
        values: { subject: "", body: "b".repeat(5001) },
      },
    );
    expect(
      await sendClassMessageAction({ courseId: "../x", subject: "Hi", body: "Hello" }),
    ).toMatchObject({ ok: false, message: "Failed to send the message" });
    expect(upstream.sendClassMessage).not.toHaveBeenCalled();
  });

  it("says 'Failed to send the message' when the upstream refuses (an unknown course)", async () => {
    upstream.sendClassMessage.mockRejectedValue(
      upstreamRefusal(404, "no course", "POST /api/ClassMessages/Course/{courseId}"),
    );
    expect(await sendClassMessageAction({ courseId, subject: "Hi", body: "Hello" })).toMatchObject({
      ok: false,
      message: "Failed to send the message",
    });
  });

  it("refuses a student and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(
      [() => sendClassMessageAction({ courseId, subject: "Hi", body: "Hello" })],
      upstream,
    );
  });
});
