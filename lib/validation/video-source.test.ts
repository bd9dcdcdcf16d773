import { describe, expect, it } from "vitest";
import { optionalVideoSourceSchema, videoSourceSchema } from "@/lib/validation/video-source";

const unplayable =
  "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code";

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error!.issues[0]!.message;

describe("video source schemas (on-demand videos and live-session recordings)", () => {
  it("takes a YouTube or Vimeo link, trimmed, in both", () => {
    for (const schema of [videoSourceSchema, optionalVideoSourceSchema]) {
      expect(schema.parse("  https://youtu.be/dQw4w9WgXcQ ")).toBe("https://youtu.be/dQw4w9WgXcQ");
      expect(schema.parse("https://vimeo.com/76979871")).toBe("https://vimeo.com/76979871");
    }
  });

  it("lets the optional one be empty and asks the required one for a url", () => {
    expect(optionalVideoSourceSchema.parse("   ")).toBe("");
    expect(messageOf(videoSourceSchema.safeParse("   "))).toBe("Please Enter a url");
  });

  it("refuses what the player cannot play, and a snippet too long to be one", () => {
    for (const schema of [videoSourceSchema, optionalVideoSourceSchema]) {
      expect(messageOf(schema.safeParse("https://example.com/video.mp4"))).toBe(unplayable);
      expect(messageOf(schema.safeParse(`https://youtu.be/${"a".repeat(4000)}`))).toBe(unplayable);
    }
  });
});
