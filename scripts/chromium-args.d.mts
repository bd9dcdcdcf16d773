// Types of scripts/chromium-args.mjs.

/** Chromium's command-line flags for headless runs on this machine. */
export const CHROMIUM_ARGS: string[];
