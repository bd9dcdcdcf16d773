import { describe, expect, it } from "vitest";
import { extractEmbedSource, parseVideoEmbed } from "@/lib/video-embed";

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
    expect(parseVideoEmbed(snippet("https://www.youtube-nocookie.com/embed/AbC?start=30&amp;rel=0"))?.src).toBe(
      "https://www.youtube-nocookie.com/embed/AbC?start=30&rel=0",
    );
  });

  it("accepts a Vimeo player snippet with single quotes", () => {
    expect(parseVideoEmbed("<iframe src='https://player.vimeo.com/video/123456' allow='fullscreen'></iframe>")).toEqual({
      src: "https://player.vimeo.com/video/123456",
      provider: "vimeo",
    });
  });

  it("accepts a bare URL", () => {
    expect(parseVideoEmbed("  https://www.youtube.com/embed/XyZ  ")?.src).toBe("https://www.youtube-nocookie.com/embed/XyZ");
    expect(parseVideoEmbed("https://player.vimeo.com/video/42")?.provider).toBe("vimeo");
  });
});

describe("parseVideoEmbed: rejected sources", () => {
  it.each([
    ["javascript:", snippet("javascript:alert(document.cookie)")],
    ["javascript: as a bare URL", "javascript:alert(1)"],
    ["http", snippet("http://www.youtube.com/embed/AbC")],
    ["another host", snippet("https://evil.example.com/embed/AbC")],
    ["a look-alike host", "https://www.youtube.com.evil.example/embed/AbC"],
    ["a host without www", "https://youtube.com/embed/AbC"],
    ["another path on an allowed host", "https://www.youtube.com/watch?v=AbC"],
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
    expect(extractEmbedSource('<iframe data-src="x" src="https://a.example/1"></iframe>')).toBe("https://a.example/1");
    expect(extractEmbedSource("<iframe src=https://a.example/2 width=1></iframe>")).toBe("https://a.example/2");
  });
});
