/**
 * The end-of-video signal of the YouTube and Vimeo embedded players, read from the messages
 * their iframes post to the page (no third-party script: the course page's CSP allows scripts
 * from itself only). Pure and client-safe; the listening component is
 * `components/course/completion-tracker.tsx`.
 *
 * - YouTube (`enablejsapi=1` in the iframe address): after the page posts
 *   `{"event":"listening"}` to the iframe, the player posts JSON strings such as
 *   `{"event":"onStateChange","info":0}` or `{"event":"infoDelivery","info":{"playerState":0}}`;
 *   state 0 is "ended".
 * - Vimeo: the player posts `{"event":"ready"}`; after the page posts
 *   `{"method":"addEventListener","value":"ended"}` it posts `{"event":"ended",…}` at the end.
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

/** What a player message means for completion tracking. */
export type PlayerSignal = "ended" | "ready" | null;

/**
 * Reads one message posted by a player iframe. `origin` must be the message's own
 * `event.origin`: a message from any other origin, or of any other shape, means nothing (null).
 * @returns "ended" when the video played to its end, "ready" when a Vimeo player is ready to be
 *   asked for events, otherwise null.
 */
export function readPlayerMessage(origin: string, data: unknown): PlayerSignal {
  const provider = providerOfOrigin(origin);
  if (!provider) return null;
  const message = asRecord(data);
  if (!message) return null;
  if (provider === "youtube") {
    if (message.event === "onStateChange" && message.info === 0) return "ended";
    if (message.event === "infoDelivery") {
      const info = asRecord(message.info);
      if (info && info.playerState === 0) return "ended";
    }
    if (message.event === "onReady") return "ready";
    return null;
  }
  if (message.event === "ended") return "ended";
  if (message.event === "ready") return "ready";
  return null;
}

/**
 * The messages to post to a player iframe so that it reports the end of the video: for YouTube
 * the "listening" handshake and the subscription to `onStateChange`, for Vimeo the
 * subscription to "ended". Strings, as both players expect.
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
  return [JSON.stringify({ method: "addEventListener", value: "ended" })];
}
