// Types of lib/unavailable-page.mjs (plain JavaScript, shared by proxy.ts and scripts/web-server.mjs).

/** A small complete HTML page saying `text` (the breaker-open page). */
export function unavailablePageHtml(text: string): string;

/** What the breaker-open page says. */
export const SERVICE_UNAVAILABLE_TEXT: string;
