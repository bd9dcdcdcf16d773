import { renderToStaticMarkup } from "react-dom/server";
import { beforeEach, describe, expect, it, vi } from "vitest";

// The two auth pages as a visitor sent from the payment page opens them: the flashed result of a
// no-JavaScript post and the ended-session marker are read from the request, stubbed here.
vi.mock("@/lib/actions/form-flash", () => ({ readFormFlash: async () => null }));
vi.mock("@/lib/auth/session-end", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/auth/session-end")>()),
  readSessionEndedMarker: async () => null,
}));
vi.mock("./actions", () => ({
  loginAction: vi.fn(),
  signupAction: vi.fn(),
  requestPasswordResetAction: vi.fn(),
}));

const { default: LoginPage } = await import("./login/page");
const { default: SignupPage } = await import("./signup/page");

type Query = Record<string, string | string[]>;

const renderLogin = async (query: Query) =>
  renderToStaticMarkup(
    await LoginPage({
      params: Promise.resolve({ locale: "en" }),
      searchParams: Promise.resolve(query),
    }),
  );
const renderSignup = async (query: Query) =>
  renderToStaticMarkup(
    await SignupPage({
      params: Promise.resolve({ locale: "en" }),
      searchParams: Promise.resolve(query),
    }),
  );

/** The href of the link whose text is `name` (HTML-escaped as rendered). */
function hrefOf(html: string, name: string): string | undefined {
  const match = new RegExp(`<a[^>]*href="([^"]*)"[^>]*>${name}</a>`).exec(html);
  return match?.[1]?.replace(/&amp;/g, "&");
}

/** The value of the hidden `next` field, if the form has one. */
const hiddenNext = (html: string) =>
  /<input type="hidden" name="next" value="([^"]*)"/.exec(html)?.[1]?.replace(/&amp;/g, "&");

const payment = "/payment?course=c&package=p&tab=wallet";
const encoded = encodeURIComponent(payment);

beforeEach(() => vi.clearAllMocks());

describe("login and signup keep the way back to the payment page", () => {
  it("'New User' on the login page leads to sign up with the same next", async () => {
    const html = await renderLogin({ next: payment });
    expect(hiddenNext(html)).toBe(payment);
    expect(hrefOf(html, "New User")).toBe(`/signup?next=${encoded}`);
  });

  it("the signup form carries next in a hidden field (works without JavaScript), and 'Login' keeps it", async () => {
    const html = await renderSignup({ next: payment });
    expect(hiddenNext(html)).toBe(payment);
    expect(hrefOf(html, "Login")).toBe(`/login?next=${encoded}`);
  });

  it.each([
    ["an outside address", "https://evil.example/payment"],
    ["a protocol-relative address", "//evil.example/payment"],
    ["a repeated next", ["/payment?course=c", "/enrolledCourses"]],
  ])("drops %s: no hidden field, plain links", async (_, next) => {
    const signup = await renderSignup({ next });
    expect(hiddenNext(signup)).toBeUndefined();
    expect(hrefOf(signup, "Login")).toBe("/login");
    const login = await renderLogin({ next });
    expect(hiddenNext(login)).toBeUndefined();
    expect(hrefOf(login, "New User")).toBe("/signup");
  });
});
