import { describe, expect, it } from "vitest";
import { classMessageFieldsSchema, sendClassMessageSchema } from "./class-message";

/** The first message of each field of a failed parse. */
function errors(input: unknown): Record<string, string> {
  const result = sendClassMessageSchema.safeParse(input);
  if (result.success) return {};
  const out: Record<string, string> = {};
  for (const issue of result.error.issues) out[String(issue.path[0])] ??= issue.message;
  return out;
}

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";

describe("the fields of 'Message the class'", () => {
  it("asks for a subject and a message", () => {
    expect(errors({ courseId, subject: "", body: "" })).toEqual({
      subject: "Please enter the subject",
      body: "Please write the message",
    });
    expect(errors({ courseId, subject: "   ", body: " \n \r\n " })).toEqual({
      subject: "Please enter the subject",
      body: "Please write the message",
    });
    expect(errors({ courseId })).toEqual({
      subject: "Please enter the subject",
      body: "Please write the message",
    });
  });

  it("keeps the subject to one line of 150 characters and the message to 5000", () => {
    expect(errors({ courseId, subject: "a".repeat(151), body: "b".repeat(5001) })).toEqual({
      subject: "The subject can have at most 150 characters",
      body: "The message can have at most 5000 characters",
    });
    expect(errors({ courseId, subject: "two\nlines", body: "bell\u0007" })).toEqual({
      subject: "The subject must be one line",
      body: "The message holds characters that cannot be sent",
    });
  });

  it("accepts the limits exactly, trimmed, with the message's line breaks as \\n", () => {
    expect(
      classMessageFieldsSchema.parse({
        subject: `  ${"s".repeat(150)}  `,
        body: `\r\n${"b".repeat(4993)}\r\nend\tok\r\n`,
      }),
    ).toEqual({ subject: "s".repeat(150), body: `${"b".repeat(4993)}\nend\tok` });
  });

  it("fails the send with its own text for a course id that is not a Guid", () => {
    expect(errors({ courseId: "../courses", subject: "Hi", body: "Hello" })).toEqual({
      courseId: "Failed to send the message",
    });
  });
});
