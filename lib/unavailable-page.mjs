// The page proxy.ts sends while the upstream's circuit breaker is open (a signed-in page at once;
// a visitor's page that Next's cache cannot serve), and for a details page whose item could not
// be read. Plain JavaScript (it was shared with a plain-Node server once); it says what
// `messages.service.briefDowntime` of lib/messages.ts says to a form (next.config.ts reaches
// lib/messages.ts, and its loader cannot import a .mjs). Types: unavailable-page.d.mts.

/** What the page says (our text; the spec names none). */
export const SERVICE_UNAVAILABLE_TEXT =
  "The service is briefly unavailable. Please try again in a moment.";

/**
 * A small complete HTML page (no scripts, no styles but one inline attribute) saying `text`.
 * @param {string} text what to say, e.g. "The service is briefly unavailable. …"
 * @returns {string} the HTML document
 */
export function unavailablePageHtml(text) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Briefly unavailable | BrightWay Engineering</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:4rem auto;padding:0 1rem;color:#0f172a"><h1>Briefly unavailable</h1><p>${text}</p></body></html>`;
}
