import { describe, expect, it } from "vitest";
import { extractEmbedSource, parseVideoEmbed, toStoredEmbed } from "@/lib/video-embed";

const snippet = (src: string) =>
  `<iframe width="560" height="315" src="${src}" title="Grids &amp; levels" frameborder="0" allowfullscreen></iframe>`;

describe("parseVideoEmbed: accepted players", () => {
  it("takes the src of a YouTube snippet and switches it to youtube-nocookie", () => {
    expect(parseVideoEmbed(snippet("https://www.youtube.com/embed/AbC_12-xyz9"))).toEqual({
      src: "https://www.youtube-nocookie.com/embed/AbC_12-xyz9",
      provider: "youtube",
    });
  });

  it("keeps youtube-nocookie and its query (entities decoded)", () => {
    expect(
      parseVideoEmbed(snippet("https://www.youtube-nocookie.com/embed/AbC?start=30&amp;rel=0"))
        ?.src,
    ).toBe("https://www.youtube-nocookie.com/embed/AbC?start=30&rel=0");
  });

  it("accepts a Vimeo player snippet with single quotes", () => {
    expect(
      parseVideoEmbed(
        "<iframe src='https://player.vimeo.com/video/123456' allow='fullscreen'></iframe>",
      ),
    ).toEqual({
      src: "https://player.vimeo.com/video/123456",
      provider: "vimeo",
    });
  });

  it("accepts a bare URL", () => {
    expect(parseVideoEmbed("  https://www.youtube.com/embed/XyZ  ")?.src).toBe(
      "https://www.youtube-nocookie.com/embed/XyZ",
    );
    expect(parseVideoEmbed("https://player.vimeo.com/video/42")?.provider).toBe("vimeo");
  });
});

describe("parseVideoEmbed: links as admins copy them from the address bar", () => {
  it.each([
    [
      "a watch link",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a watch link without www",
      "https://youtube.com/watch?v=dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a mobile watch link",
      "https://m.youtube.com/watch?v=dQw4w9WgXcQ&feature=share",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a watch link inside a playlist",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG&index=2",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a watch link with a start time",
      "https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=1m30s",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=90",
    ],
    [
      "a youtu.be link",
      "https://youtu.be/dQw4w9WgXcQ?si=AbCdEf",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a youtu.be link with t=",
      "https://youtu.be/dQw4w9WgXcQ?t=42",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ?start=42",
    ],
    [
      "a Shorts link",
      "https://www.youtube.com/shorts/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "a live link",
      "https://www.youtube.com/live/dQw4w9WgXcQ?feature=shared",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    [
      "an embed link without www",
      "https://youtube.com/embed/dQw4w9WgXcQ",
      "https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ",
    ],
    ["a Vimeo link", "https://vimeo.com/76979871", "https://player.vimeo.com/video/76979871"],
    [
      "a private Vimeo link",
      "https://vimeo.com/76979871/8272103f6e",
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    ],
    [
      "a Vimeo player link with its hash",
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
      "https://player.vimeo.com/video/76979871?h=8272103f6e",
    ],
  ])("accepts %s as its embed address", (_label, pasted, embed) => {
    expect(parseVideoEmbed(pasted)?.src).toBe(embed);
    expect(toStoredEmbed(pasted)).toBe(embed);
  });

  it("stores nothing for a refused link", () => {
    expect(
      toStoredEmbed("https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG"),
    ).toBeNull();
  });
});

describe("parseVideoEmbed: rejected sources", () => {
  it.each([
    ["javascript:", snippet("javascript:alert(document.cookie)")],
    ["javascript: as a bare URL", "javascript:alert(1)"],
    ["http", snippet("http://www.youtube.com/embed/AbC")],
    ["another host", snippet("https://evil.example.com/embed/AbC")],
    ["a look-alike host", "https://www.youtube.com.evil.example/embed/AbC"],
    ["a watch link whose id is not 11 characters", "https://www.youtube.com/watch?v=AbC"],
    [
      "a YouTube playlist",
      "https://www.youtube.com/playlist?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
    ],
    [
      "a YouTube watch link of a playlist without a video",
      "https://www.youtube.com/watch?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
    ],
    [
      "a YouTube playlist embed",
      "https://www.youtube.com/embed/videoseries?list=PLx0sYbCqOb8TBPRdmBHs5Iftvv9TPboYG",
    ],
    ["a YouTube channel", "https://www.youtube.com/@BrightWayEngineering"],
    ["a youtu.be link with extra path", "https://youtu.be/dQw4w9WgXcQ/extra"],
    ["a look-alike short host", "https://youtu.be.evil.example/dQw4w9WgXcQ"],
    ["an http watch link", "http://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a Vimeo channel", "https://vimeo.com/channels/staffpicks/123456"],
    ["a Vimeo showcase", "https://vimeo.com/showcase/123456"],
    ["a Vimeo link with a non-hex hash", "https://vimeo.com/123456/not-a-hash!"],
    [
      "a watch link inside an iframe snippet",
      snippet("https://www.youtube.com/watch?v=dQw4w9WgXcQ"),
    ],
    ["javascript: dressed as a watch link", "javascript://www.youtube.com/watch?v=dQw4w9WgXcQ"],
    ["a non-numeric Vimeo id", "https://player.vimeo.com/video/abc"],
    ["credentials", "https://user:pw@www.youtube.com/embed/AbC"],
    ["a custom port", "https://www.youtube.com:8443/embed/AbC"],
    ["data:", "data:text/html,<script>alert(1)</script>"],
    ["a snippet without src", '<iframe width="560" height="315"></iframe>'],
    ["an empty src", snippet("")],
    ["other HTML", '<img src="https://www.youtube.com/embed/AbC">'],
    ["plain text", "not a url"],
  ])("rejects %s", (_label, stored) => {
    expect(parseVideoEmbed(stored)).toBeNull();
  });

  it("rejects nothing stored", () => {
    expect(parseVideoEmbed(null)).toBeNull();
    expect(parseVideoEmbed(undefined)).toBeNull();
    expect(parseVideoEmbed("   ")).toBeNull();
  });
});

describe("extractEmbedSource", () => {
  it("reads quoted and unquoted src attributes, ignoring data-src", () => {
    expect(extractEmbedSource('<iframe data-src="x" src="https://a.example/1"></iframe>')).toBe(
      "https://a.example/1",
    );
    expect(extractEmbedSource("<iframe src=https://a.example/2 width=1></iframe>")).toBe(
      "https://a.example/2",
    );
  });
});
