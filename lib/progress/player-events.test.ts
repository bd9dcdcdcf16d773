import { describe, expect, it } from "vitest";
import {
  advancePlayClock,
  providerOfOrigin,
  providerOfSrc,
  readPlayerMessage,
  startingPlayClock,
  subscribeMessages,
  type PlayerMessage,
} from "@/lib/progress/player-events";

const youtube = "https://www.youtube-nocookie.com";
const vimeo = "https://player.vimeo.com";

describe("readPlayerMessage", () => {
  it("hears the end of a YouTube video, as a string or an object, from YouTube's origins only", () => {
    const ended = JSON.stringify({ event: "onStateChange", info: 0 });
    expect(readPlayerMessage(youtube, ended)).toEqual({ signal: "ended", isPlaying: false });
    expect(
      readPlayerMessage("https://www.youtube.com", { event: "onStateChange", info: 0 })?.signal,
    ).toBe("ended");
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "infoDelivery", info: { playerState: 0 } }),
      )?.signal,
    ).toBe("ended");
    expect(readPlayerMessage(youtube, '{"event":"onReady"}')).toEqual({ signal: "ready" });
  });

  it("reads YouTube's playing state (1 playing; paused, buffering are not) and its position", () => {
    expect(readPlayerMessage(youtube, JSON.stringify({ event: "onStateChange", info: 1 }))).toEqual(
      { signal: null, isPlaying: true },
    );
    expect(readPlayerMessage(youtube, JSON.stringify({ event: "onStateChange", info: 2 }))).toEqual(
      { signal: null, isPlaying: false },
    );
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "infoDelivery", info: { playerState: 3, currentTime: 8 } }),
      ),
    ).toEqual({ signal: null, isPlaying: false, position: 8 });
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "infoDelivery", info: { currentTime: 3.25 } }),
      ),
    ).toEqual({ signal: null, position: 3.25 });
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "initialDelivery", info: { playerState: 1, currentTime: 0 } }),
      ),
    ).toEqual({ signal: null, isPlaying: true, position: 0 });
    // Nothing about playing: no message.
    expect(
      readPlayerMessage(youtube, JSON.stringify({ event: "infoDelivery", info: { volume: 80 } })),
    ).toBeNull();
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "infoDelivery", info: { currentTime: -1 } }),
      ),
    ).toBeNull();
    expect(
      readPlayerMessage(
        youtube,
        JSON.stringify({ event: "infoDelivery", info: { currentTime: "9" } }),
      ),
    ).toBeNull();
  });

  it("hears a Vimeo player's readiness, play, pause, position and end", () => {
    expect(readPlayerMessage(vimeo, '{"event":"ready"}')).toEqual({ signal: "ready" });
    expect(
      readPlayerMessage(vimeo, JSON.stringify({ event: "ended", data: { seconds: 60 } })),
    ).toEqual({ signal: "ended", isPlaying: false, position: 60 });
    expect(
      readPlayerMessage(vimeo, JSON.stringify({ event: "play", data: { seconds: 4 } })),
    ).toEqual({ signal: null, isPlaying: true, position: 4 });
    expect(readPlayerMessage(vimeo, '{"event":"pause"}')).toEqual({
      signal: null,
      isPlaying: false,
    });
    expect(
      readPlayerMessage(
        vimeo,
        JSON.stringify({
          event: "timeupdate",
          data: { seconds: 12.5, percent: 0.1, duration: 125 },
        }),
      ),
    ).toEqual({ signal: null, position: 12.5 });
    expect(
      readPlayerMessage(vimeo, JSON.stringify({ event: "playProgress", data: { seconds: 13 } })),
    ).toEqual({ signal: null, isPlaying: true, position: 13 });
    expect(readPlayerMessage(vimeo, '{"event":"timeupdate"}')).toBeNull();
    expect(readPlayerMessage(vimeo, '{"event":"volumechange","data":{"volume":1}}')).toBeNull();
  });

  it("ignores every other origin and malformed data", () => {
    const ended = JSON.stringify({ event: "onStateChange", info: 0 });
    expect(readPlayerMessage("https://evil.example", ended)).toBeNull();
    expect(readPlayerMessage("http://www.youtube.com", ended)).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com.evil.example", ended)).toBeNull();
    // A YouTube-shaped message from Vimeo's origin (and vice versa) means nothing.
    expect(readPlayerMessage(vimeo, ended)).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", '{"event":"ended"}')).toBeNull();
    expect(
      readPlayerMessage(youtube, JSON.stringify({ event: "timeupdate", data: { seconds: 5 } })),
    ).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", "not json")).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", "[0]")).toBeNull();
    expect(readPlayerMessage("https://www.youtube.com", null)).toBeNull();
  });
});

/** The clock after `messages`, from the start. */
const played = (messages: PlayerMessage[]) =>
  messages.reduce(advancePlayClock, startingPlayClock).playedSeconds;

const at = (position: number, isPlaying?: boolean): PlayerMessage => ({
  signal: null,
  position,
  ...(isPlaying !== undefined && { isPlaying }),
});

describe("advancePlayClock", () => {
  it("adds the steps of the position while playing", () => {
    expect(played([at(0, true), at(0.5), at(1), at(1.5), at(2.5)])).toBe(2.5);
    // At twice the speed the steps are longer, and still playing.
    expect(played([at(10, true), at(12), at(14), at(16)])).toBe(6);
  });

  it("counts nothing before the player says it plays, nor while paused", () => {
    expect(played([at(0), at(0.5), at(1)])).toBe(0);
    expect(played([at(0, true), at(2), at(2, false), at(2.5), at(3), at(3, true), at(4)])).toBe(3);
  });

  it("closes a stretch of playing with the message that pauses it", () => {
    expect(played([at(0, true), at(1), at(2, false)])).toBe(2);
  });

  it("treats a jump of more than 3 s, or back, as a seek: nothing added, counting goes on from there", () => {
    expect(played([at(0, true), at(1), at(60), at(61)])).toBe(2);
    expect(played([at(30, true), at(31), at(5), at(6)])).toBe(2);
    expect(played([at(0, true), at(3)])).toBe(3);
    expect(played([at(0, true), at(3.01)])).toBe(0);
  });

  it("counts the last step before the end, as the player reports it", () => {
    expect(
      played([at(57, true), at(59), { signal: "ended", isPlaying: false, position: 60 }]),
    ).toBe(3);
  });

  it("keeps the position and state a message leaves out", () => {
    const clock = advancePlayClock(advancePlayClock(startingPlayClock, at(4, true)), {
      signal: "ready",
    });
    expect(clock).toEqual({ position: 4, isPlaying: true, playedSeconds: 0 });
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
    expect(subscribeMessages("vimeo").map((text) => JSON.parse(text))).toEqual([
      { method: "addEventListener", value: "play" },
      { method: "addEventListener", value: "pause" },
      { method: "addEventListener", value: "timeupdate" },
      { method: "addEventListener", value: "ended" },
    ]);
  });
});
