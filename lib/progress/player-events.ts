/**
 * What the YouTube and Vimeo embedded players tell the page, read from the messages their
 * iframes post to it (no third-party script: the course page's CSP allows scripts from itself
 * only): the end of the video, readiness, whether it is playing and where it is. Pure and
 * client-safe; the listening component is `components/course/completion-tracker.tsx`.
 *
 * - YouTube (`enablejsapi=1` in the iframe address): after the page posts
 *   `{"event":"listening"}` to the iframe, the player posts JSON strings such as
 *   `{"event":"onStateChange","info":1}` or
 *   `{"event":"infoDelivery","info":{"playerState":1,"currentTime":12.5}}` (also as
 *   `initialDelivery`); state 1 is "playing", 0 "ended", anything else is not playing.
 * - Vimeo: the player posts `{"event":"ready"}`; after the page posts
 *   `{"method":"addEventListener","value":…}` for `play`, `pause`, `timeupdate` and `ended`, it
 *   posts `{"event":"timeupdate","data":{"seconds":12.5,…}}` (`playProgress` in the older
 *   player), `{"event":"play"}`, `{"event":"pause"}` and `{"event":"ended"}`.
 */

/** The provider of an embedded player. */
export type PlayerProvider = "youtube" | "vimeo";

/** Origins whose messages are read: anything else is ignored (any page can post messages). */
const playerOrigins: Record<PlayerProvider, readonly string[]> = {
  youtube: ["https://www.youtube-nocookie.com", "https://www.youtube.com"],
  vimeo: ["https://player.vimeo.com"],
};

/** The provider whose player posts from `origin`, or null for any other origin. */
export function providerOfOrigin(origin: string): PlayerProvider | null {
  for (const [provider, origins] of Object.entries(playerOrigins) as [
    PlayerProvider,
    readonly string[],
  ][]) {
    if (origins.includes(origin)) return provider;
  }
  return null;
}

/** The provider of a player address (`parseVideoEmbed`'s `src`), or null. */
export function providerOfSrc(src: string): PlayerProvider | null {
  try {
    return providerOfOrigin(new URL(src).origin);
  } catch {
    return null;
  }
}

function asRecord(data: unknown): Record<string, unknown> | null {
  let value = data;
  if (typeof value === "string") {
    if (value.length > 100_000) return null;
    try {
      value = JSON.parse(value);
    } catch {
      return null;
    }
  }
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : null;
}

/** A playing position in seconds, when `value` is one (a finite number, not negative). */
function positionOf(value: unknown): number | undefined {
  return typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : undefined;
}

/** The lifecycle signal of a player message: the end of the video, or the player's readiness. */
type PlayerSignal = "ended" | "ready" | null;

/**
 * What one player message says. Each part is there only when the message says it: `signal`
 * "ended" or "ready" (else null), `isPlaying` (true while playing; false once paused, buffering
 * or ended), `position` (seconds from the start of the video).
 */
export interface PlayerMessage {
  signal: PlayerSignal;
  isPlaying?: boolean;
  position?: number;
}

/** YouTube's player states: 1 playing, 0 ended; -1, 2, 3 and 5 are not playing. */
function readYouTubeState(state: unknown): Pick<PlayerMessage, "signal" | "isPlaying"> | null {
  if (typeof state !== "number") return null;
  return { signal: state === 0 ? "ended" : null, isPlaying: state === 1 };
}

function readYouTube(message: Record<string, unknown>): PlayerMessage | null {
  if (message.event === "onReady") return { signal: "ready" };
  if (message.event === "onStateChange") return readYouTubeState(message.info);
  if (message.event !== "infoDelivery" && message.event !== "initialDelivery") return null;
  const info = asRecord(message.info);
  if (!info) return null;
  const state = readYouTubeState(info.playerState);
  const position = positionOf(info.currentTime);
  if (!state && position === undefined) return null;
  return { signal: null, ...state, ...(position !== undefined && { position }) };
}

function readVimeo(message: Record<string, unknown>): PlayerMessage | null {
  const data = asRecord(message.data);
  const position = positionOf(data?.seconds);
  const at = position !== undefined ? { position } : {};
  switch (message.event) {
    case "ready":
      return { signal: "ready" };
    case "ended":
      return { signal: "ended", isPlaying: false, ...at };
    case "play":
      return { signal: null, isPlaying: true, ...at };
    case "pause":
      return { signal: null, isPlaying: false, ...at };
    case "timeupdate":
      return position === undefined ? null : { signal: null, position };
    case "playProgress":
      // The older player posts it only while the video plays.
      return position === undefined ? null : { signal: null, isPlaying: true, position };
    default:
      return null;
  }
}

/**
 * Reads one message posted by a player iframe. `origin` must be the message's own
 * `event.origin`: a message from any other origin, or of any other shape, means nothing (null).
 * @returns what the message says (see {@link PlayerMessage}), or null.
 */
export function readPlayerMessage(origin: string, data: unknown): PlayerMessage | null {
  const provider = providerOfOrigin(origin);
  if (!provider) return null;
  const message = asRecord(data);
  if (!message) return null;
  return provider === "youtube" ? readYouTube(message) : readVimeo(message);
}

/**
 * The messages to post to a player iframe so that it reports its state, position and end: for
 * YouTube the "listening" handshake (after which it delivers its state and position) and the
 * subscription to `onStateChange`, for Vimeo the subscriptions to `play`, `pause`, `timeupdate`
 * and `ended`. Strings, as both players expect.
 */
export function subscribeMessages(provider: PlayerProvider): string[] {
  if (provider === "youtube") {
    return [
      JSON.stringify({ event: "listening", id: 1, channel: "widget" }),
      JSON.stringify({
        event: "command",
        func: "addEventListener",
        args: ["onStateChange"],
        id: 1,
        channel: "widget",
      }),
    ];
  }
  return ["play", "pause", "timeupdate", "ended"].map((value) =>
    JSON.stringify({ method: "addEventListener", value }),
  );
}

/**
 * Most seconds of playing one report of time played may carry: the upstream refuses more
 * (POST …/videos/{videoId}/watch takes 0–600).
 */
export const MAX_REPORTED_SECONDS = 600;

/**
 * The largest step between two positions, in seconds, that counts as playing: players report
 * their position a few times a second (even at twice the speed a step stays well below this); a
 * longer step forward, or any step back, is the viewer seeking.
 */
const MAX_PLAY_STEP_SECONDS = 3;

/**
 * The time a viewer has actually played, kept from the player's messages: the last position and
 * playing state heard, and the seconds played so far (`playedSeconds`, video seconds).
 */
export interface PlayClock {
  position: number | null;
  isPlaying: boolean;
  playedSeconds: number;
}

/** A clock before the player has said anything. */
export const startingPlayClock: PlayClock = { position: null, isPlaying: false, playedSeconds: 0 };

/**
 * The clock after one player message: a move of the position while the player was playing
 * (as it was before this message: a "paused at 12.5 s" message closes a stretch of playing)
 * adds its length, when it is forward and at most {@link MAX_PLAY_STEP_SECONDS}; a seek (back,
 * or a jump forward) adds nothing, and the next step counts from where it landed.
 */
export function advancePlayClock(clock: PlayClock, message: PlayerMessage): PlayClock {
  let { playedSeconds } = clock;
  if (message.position !== undefined && clock.isPlaying && clock.position !== null) {
    const step = message.position - clock.position;
    if (step > 0 && step <= MAX_PLAY_STEP_SECONDS) playedSeconds += step;
  }
  return {
    position: message.position ?? clock.position,
    isPlaying: message.isPlaying ?? clock.isPlaying,
    playedSeconds,
  };
}
