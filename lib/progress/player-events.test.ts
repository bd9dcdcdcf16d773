import { describe, expect, it } from "vitest";
import {
  providerOfOrigin,
  providerOfSrc,
  readPlayerMessage,
  subscribeMessages,
} from "@/lib/progress/player-events";

describe("readPlayerMessage", () => {
  it("hears the end of a YouTube video, as a string or an object, from YouTube's origins only", () => {
    const ended = JSON.stringify({ event: "onStateChange", info: 0 });
    expect(readPlayerMessage("https://www.youtube-nocookie.com", ended)).toBe("ended");
    expect(readPlayerMessage("https://www.youtube.com", { event: "onStateChange", info: 0 })).toBe(
      "ended",
    );
    expect(
      readPlayerMessage(
        "https://www.youtube-nocookie.com",
        JSON.stringify({ event: "infoDelivery", info: { playerState: 0 } }),
      ),
    ).toBe("ended");
    // Playing (1), paused (2) are not the end.
    expect(
      readPlayerMessage(
        "https://www.youtube-nocookie.com",
        JSON.stringify({ event: "onStateChange", info: 1 }),
      ),
    ).toBeNull();
    expect(
      readPlayerMessage(
        "https://www.youtube-nocookie.com",
        JSON.stringify({ event: "infoDelivery", info: { currentTime: 3 } }),
      ),
    ).toBeNull();
  });

  it("hears the end and the readiness of a Vimeo player", () => {
    expect(
      readPlayerMessage(
        "https://player.vimeo.com",
        JSON.stringify({ event: "ended", data: { seconds: 60 } }),
      ),
    ).toBe("ended");
    expect(readPlayerMessage("https://player.vimeo.com", '{"event":"ready"}')).toBe("ready");
    expect(readPlayerMessage("https://player.vimeo.com", '{"event":"timeupdate"}')).toBeNull();
  });

  it("ignores every other origin and malformed data", () => {
    const ended = JSON.stringify({ event: "onStateChange", info: 0 });
    expect(readPlayerMessage("https://evil.example", ended)).toBeNull();
    expect(readPlayerMessage("http://www.youtube.com", ended)).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com.evil.example", ended)).toBeNull();
    // A YouTube-shaped message from Vimeo's origin (and vice versa) means nothing.
    expect(readPlayerMessage("https://player.vimeo.com", ended)).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", '{"event":"ended"}')).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", "not json")).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", "[0]")).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", null)).toBeNull();
  });
});

describe("providers", () => {
  it("names the provider of an origin or a player address", () => {
    expect(providerOfOrigin("https://player.vimeo.com")).toBe("vimeo");
    expect(providerOfOrigin("https://example.com")).toBeNull();
    expect(providerOfSrc("https://www.youtube-nocookie.com/embed/abc?rel=0")).toBe("youtube");
    expect(providerOfSrc("not a url")).toBeNull();
  });

  it("subscribes with the messages each player expects", () => {
    expect(subscribeMessages("youtube").map((text) => JSON.parse(text).event)).toEqual([
      "listening",
      "command",
    ]);
    expect(JSON.parse(subscribeMessages("vimeo")[0]!)).toEqual({
      method: "addEventListener",
      value: "ended",
    });
  });
});
