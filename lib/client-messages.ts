/**
 * The texts that client components on visitors' pages show (a link's loading spinner, "Copy
 * Link"), kept apart so that those pages do not ship the whole catalogue to the browser.
 * `lib/messages.ts`, the one catalogue, takes them from here; server code reads them there.
 */
export const clientMessages = {
  loading: "Loading...",
  linkCopied: "Link copied to clipboard!",
} as const;
