import { describe, expect, it } from "vitest";
import { sectionFieldsSchema, videoEditFieldsSchema, videoFieldsSchema } from "./schema";

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((issue) => issue.message);

const unplayable =
  "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code";

describe("course content schemas", () => {
  it("Section Name is required: 'Please provide a name'", () => {
    expect(messagesOf(sectionFieldsSchema.safeParse({ name: " " }))).toEqual([
      "Please provide a name",
    ]);
    expect(sectionFieldsSchema.parse({ name: " Loads " })).toEqual({ name: "Loads" });
  });

  it("Add Video needs a name and a URL, each with the spec's one message", () => {
    expect(messagesOf(videoFieldsSchema.safeParse({ title: "", videoUrl: "" }))).toEqual([
      "Please Enter a name",
      "Please Enter a url",
    ]);
  });

  it("accepts what the player plays: a link, an embed URL or an iframe snippet of YouTube or Vimeo", () => {
    for (const videoUrl of [
      "https://www.youtube.com/embed/AbCdEf12345",
      "https://youtu.be/AbCdEf12345",
      "https://www.youtube.com/watch?v=AbCdEf12345",
      "https://vimeo.com/123456",
      '<iframe src="https://www.youtube-nocookie.com/embed/AbCdEf12345" allowfullscreen></iframe>',
      "<iframe src='https://player.vimeo.com/video/123'></iframe>",
    ]) {
      expect(videoFieldsSchema.safeParse({ title: "V", videoUrl }).success).toBe(true);
    }
    for (const videoUrl of [
      "https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
      "www.youtube.com/embed/x",
      "<iframe></iframe>",
    ]) {
      expect(messagesOf(videoFieldsSchema.safeParse({ title: "V", videoUrl }))).toEqual([
        unplayable,
      ]);
    }
  });

  it("Edit Video: an empty URL is allowed (keeps the stored one); a new one must be playable", () => {
    expect(videoEditFieldsSchema.parse({ title: "V", videoUrl: "  " })).toEqual({
      title: "V",
      videoUrl: "",
    });
    expect(
      messagesOf(videoEditFieldsSchema.safeParse({ title: "V", videoUrl: "https://x.example" })),
    ).toEqual([unplayable]);
  });

  it("Duration: mm:ss or h:mm:ss from 0:01 to 24:00:00, or empty for none", () => {
    const video = { title: "V", videoUrl: "https://youtu.be/AbCdEf12345" };
    for (const [duration, kept] of [
      ["12:30", "12:30"],
      [" 1:02:03 ", "1:02:03"],
      ["", ""],
      ["24:00:00", "24:00:00"],
    ]) {
      expect(videoFieldsSchema.parse({ ...video, duration }).duration).toBe(kept);
      expect(videoEditFieldsSchema.parse({ ...video, duration }).duration).toBe(kept);
    }
    expect(videoFieldsSchema.parse(video).duration).toBeUndefined();
    for (const duration of ["7:5", "abc", "12", "1:60", "12:30:00:00"]) {
      expect(messagesOf(videoFieldsSchema.safeParse({ ...video, duration }))).toEqual([
        "Enter the duration as mm:ss or h:mm:ss, e.g. 12:30 or 1:05:00",
      ]);
    }
    for (const duration of ["0:00", "24:00:01", "99:00:00"]) {
      expect(messagesOf(videoEditFieldsSchema.safeParse({ ...video, duration }))).toEqual([
        "The duration must be from 0:01 to 24:00:00",
      ]);
    }
  });
});
