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
  { host: "www.youtube.com", pathPattern: /^\/embed\/[A-Za-z0-9_-]+$/, provider: "youtube" },
  { host: "www.youtube-nocookie.com", pathPattern: /^\/embed\/[A-Za-z0-9_-]+$/, provider: "youtube" },
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

/**
 * The playable address of a stored video (`videoUrl`): an `<iframe … src="…">` snippet or a bare
 * URL. Accepted: https on www.youtube.com/embed/{id}, www.youtube-nocookie.com/embed/{id} or
 * player.vimeo.com/video/{number}, without credentials or a custom port. YouTube addresses are
 * rewritten to youtube-nocookie (no tracking cookies before play).
 * @returns the embed, or null for anything else (missing src, http, `javascript:`, other hosts or paths).
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
  const player = allowedPlayers.find((entry) => entry.host === url.hostname && entry.pathPattern.test(url.pathname));
  if (!player) return null;
  if (player.provider === "youtube") url.hostname = "www.youtube-nocookie.com";
  url.hash = "";
  return { src: url.toString(), provider: player.provider };
}
