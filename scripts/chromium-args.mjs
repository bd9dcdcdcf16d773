// The flags every headless run of Debian's Chromium here gets: the e2e suites (playwright.config.ts,
// playwright.multi.config.ts) and Lighthouse (scripts/lighthouse.mjs). Types: chromium-args.d.mts.

/**
 * Chromium's command-line flags for this machine: as root it needs `--no-sandbox`; the closed
 * network refuses the background connections Chromium makes (updates, sync, QUIC), many at a
 * time, so those are switched off.
 */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
