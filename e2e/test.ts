/**
 * The `test` and `expect` every spec imports (instead of `@playwright/test`): Playwright's, plus
 * an automatic check that fails the test when any page of ours reports a Content-Security-Policy
 * violation, so the whole suite runs under the policy of lib/security-headers.ts.
 *
 * Both signals are watched: Chromium's console message ("Refused to … because it violates the
 * following Content Security Policy directive …") and the DOM's `securitypolicyviolation` event,
 * which an init script turns into a console message. Pages of every context count: the default
 * one and those a test opens with `browser.newContext()`.
 */
import { test as base, type BrowserContext, type ConsoleMessage } from "@playwright/test";

export { expect } from "@playwright/test";
export type {
  APIRequestContext,
  APIResponse,
  Browser,
  BrowserContext,
  Locator,
  Page,
  Request,
  Response,
} from "@playwright/test";

/** Prefix of the console message the init script writes for a violation event. */
const EVENT_PREFIX = "[securitypolicyviolation]";

function reportViolationsToConsole() {
  // Our pages are never framed (frame-ancestors 'none'): a child frame is a video player.
  if (window.top !== window) return;
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(
      `[securitypolicyviolation] ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} at ${event.sourceFile}:${event.lineNumber}`,
    );
  });
}

/** True for a message telling of a CSP violation in a document of ours (not a player's frame). */
function isOwnViolation(message: ConsoleMessage, ownOrigin: string): boolean {
  const text = message.text();
  if (!text.includes("Content Security Policy") && !text.startsWith(EVENT_PREFIX)) return false;
  const source = message.location().url;
  // A third-party frame (a video player) enforces its own policy; its reports are not ours.
  return source === "" || !/^https?:/.test(source) || new URL(source).origin === ownOrigin;
}

export const test = base.extend<{ cspViolationsFail: void }>({
  cspViolationsFail: [
    async ({ context, browser, baseURL }, runTest) => {
      const ownOrigin = new URL(baseURL ?? "http://localhost").origin;
      const violations: string[] = [];
      const watch = async (watched: BrowserContext) => {
        await watched.addInitScript(reportViolationsToConsole);
        const onPage = (page: import("@playwright/test").Page) =>
          page.on("console", (message) => {
            if (isOwnViolation(message, ownOrigin))
              violations.push(`${page.url()}: ${message.text()}`);
          });
        watched.pages().forEach(onPage);
        watched.on("page", onPage);
      };
      await watch(context);
      // Contexts a test makes itself are watched too, for the test's duration.
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<typeof newContext>) => {
        const made = await newContext(...args);
        await watch(made);
        return made;
      };
      try {
        await runTest();
      } finally {
        browser.newContext = newContext;
      }
      base.expect(violations, "Content-Security-Policy violations").toEqual([]);
    },
    { auto: true },
  ],
});
