/**
 * Video embed addresses. Admins store a video as an embed snippet (`<iframe … src="…">`) or a bare
 * URL (spec §3: "an embed snippet from which the source address is extracted"). The web app never
 * renders that snippet: it takes the `src` out, accepts it only when it is https on an allowlisted
 * player, and the player builds its own sandboxed iframe from it.
 */

/** A playable embed address. */
export interface VideoEmbed {
  /** Absolute https URL of the player page (YouTube addresses use youtube-nocookie). */
  src: string;
  provider: "youtube" | "vimeo";
}

// Security boundary: only these players may be framed. Anything else (other hosts, http,
// javascript:, data:) could run arbitrary pages inside the course page.
const allowedPlayers: { host: string; pathPattern: RegExp; provider: VideoEmbed["provider"] }[] = [
  {
    host: "www.youtube.com",
    pathPattern: /^\/embed\/(?!videoseries$)[A-Za-z0-9_-]+$/,
    provider: "youtube",
  },
  {
    host: "www.youtube-nocookie.com",
    pathPattern: /^\/embed\/(?!videoseries$)[A-Za-z0-9_-]+$/,
    provider: "youtube",
  },
  { host: "player.vimeo.com", pathPattern: /^\/video\/\d+$/, provider: "vimeo" },
];

/**
 * Origins of the players a course page may frame (`https://host`), for the Content-Security-Policy
 * `frame-src` and the Permissions-Policy `fullscreen` allowlist (`lib/security-headers.ts`).
 */
export const VIDEO_PLAYER_ORIGINS: readonly string[] = [
  ...new Set(allowedPlayers.map((player) => `https://${player.host}`)),
];

const iframeSrcPattern = /<iframe\b[^>]*?\ssrc\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/i;

/** Undoes the few HTML entities an attribute value can carry in a pasted snippet. */
function decodeAttribute(value: string): string {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&#39;|&apos;/g, "'")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&amp;/g, "&");
}

/** The raw `src` of a stored snippet: the iframe's `src` attribute, or the text itself when it is not HTML. */
export function extractEmbedSource(stored: string): string | null {
  const text = stored.trim();
  if (text === "") return null;
  if (text.startsWith("<")) {
    const match = iframeSrcPattern.exec(text);
    if (!match) return null;
    const src = decodeAttribute(match[1] ?? match[2] ?? match[3] ?? "").trim();
    return src === "" ? null : src;
  }
  return text;
}

/** A YouTube video id in a page link: 11 characters of letters, digits, `_` and `-`. */
const youtubeId = /^[A-Za-z0-9_-]{11}$/;
const youtubeHosts = new Set([
  "www.youtube.com",
  "youtube.com",
  "m.youtube.com",
  "music.youtube.com",
]);

/** A YouTube start time (`t=90`, `t=1m30s`, `start=90`) in whole seconds, or null. */
function youtubeStart(url: URL): number | null {
  const raw = url.searchParams.get("start") ?? url.searchParams.get("t");
  if (!raw) return null;
  if (/^\d+s?$/.test(raw)) return Number.parseInt(raw, 10);
  const match = /^(?:(\d+)h)?(?:(\d+)m)?(?:(\d+)s)?$/.exec(raw);
  if (!match) return null;
  const [, h = "0", m = "0", sec = "0"] = match;
  return Number(h) * 3600 + Number(m) * 60 + Number(sec);
}

/** The embed address of a YouTube video id (youtube-nocookie: no tracking cookies before play). */
function youtubeEmbed(id: string, url: URL): VideoEmbed | null {
  if (!youtubeId.test(id) || id === "videoseries") return null;
  const embed = new URL(`https://www.youtube-nocookie.com/embed/${id}`);
  const start = youtubeStart(url);
  if (start) embed.searchParams.set("start", String(start));
  return { src: embed.toString(), provider: "youtube" };
}

/** The embed address of a Vimeo video (a private one carries its hash as `h`). */
function vimeoEmbed(id: string, hash: string | null): VideoEmbed | null {
  if (!/^\d{1,12}$/.test(id)) return null;
  if (hash !== null && !/^[0-9a-f]{6,32}$/i.test(hash)) return null;
  const embed = new URL(`https://player.vimeo.com/video/${id}`);
  if (hash) embed.searchParams.set("h", hash);
  return { src: embed.toString(), provider: "vimeo" };
}

/**
 * A page link as admins copy it from the address bar, turned into its embed address:
 * `youtube.com/watch?v={id}`, `youtu.be/{id}`, `youtube.com/shorts/{id}`, `youtube.com/live/{id}`
 * (with or without `www.`/`m.`, a `t=` start time kept), `vimeo.com/{id}` and a private
 * `vimeo.com/{id}/{hash}`. Playlists (`/playlist`, `list=` without a video) are not one video: null.
 */
function fromPageLink(url: URL): VideoEmbed | null {
  const segments = url.pathname.split("/").filter(Boolean);
  if (url.hostname === "youtu.be")
    return segments.length === 1 ? youtubeEmbed(segments[0]!, url) : null;
  if (youtubeHosts.has(url.hostname)) {
    if (segments.length === 1 && segments[0] === "watch") {
      const id = url.searchParams.get("v");
      return id ? youtubeEmbed(id, url) : null;
    }
    if (segments.length === 2 && ["shorts", "live", "embed", "v"].includes(segments[0]!)) {
      return youtubeEmbed(segments[1]!, url);
    }
    return null;
  }
  if (url.hostname === "vimeo.com" || url.hostname === "www.vimeo.com") {
    if (segments.length === 1) return vimeoEmbed(segments[0]!, null);
    if (segments.length === 2) return vimeoEmbed(segments[0]!, segments[1]!);
    return null;
  }
  return null;
}

/**
 * The playable address of a stored or pasted video (`videoUrl`): an `<iframe … src="…">` snippet,
 * an embed URL, or a page link as copied from the address bar (see {@link fromPageLink}).
 * Accepted players: https on www.youtube.com/embed/{id}, www.youtube-nocookie.com/embed/{id} or
 * player.vimeo.com/video/{number}, without credentials or a custom port. YouTube addresses are
 * rewritten to youtube-nocookie (no tracking cookies before play).
 * @returns the embed, or null for anything else (missing src, http, `javascript:`, other hosts,
 *   playlists, channels).
 */
export function parseVideoEmbed(stored: string | null | undefined): VideoEmbed | null {
  if (!stored) return null;
  const source = extractEmbedSource(stored);
  if (!source) return null;
  let url: URL;
  try {
    url = new URL(source);
  } catch {
    return null;
  }
  if (url.protocol !== "https:" || url.username || url.password || url.port) return null;
  const player = allowedPlayers.find(
    (entry) => entry.host === url.hostname && entry.pathPattern.test(url.pathname),
  );
  if (!player) return stored.trim().startsWith("<") ? null : fromPageLink(url);
  if (player.provider === "youtube") url.hostname = "www.youtube-nocookie.com";
  url.hash = "";
  return { src: url.toString(), provider: player.provider };
}

/**
 * What to store for a pasted video: its embed address (the form the legacy data holds, spec §3),
 * so every reader plays it without knowing page links.
 * @returns the embed address, or null when {@link parseVideoEmbed} refuses the text.
 */
export function toStoredEmbed(pasted: string): string | null {
  return parseVideoEmbed(pasted)?.src ?? null;
}
