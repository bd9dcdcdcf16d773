import { prerenderToNodeStream } from "react-dom/static";
import { describe, expect, it, vi } from "vitest";

vi.mock("@/lib/actions/form-flash", () => ({ readFormFlash: async () => null }));
vi.mock("./actions", () => ({ confirmEmailAction: vi.fn() }));

const { default: ConfirmEmailPage } = await import("./page");

/** The page's HTML as the server sends it, for `query`. */
async function pageHtml(query: Record<string, string>): Promise<string> {
  const page = await ConfirmEmailPage({
    params: Promise.resolve({}),
    searchParams: Promise.resolve(query),
  } as Parameters<typeof ConfirmEmailPage>[0]);
  const { prelude } = await prerenderToNodeStream(page);
  let out = "";
  for await (const chunk of prelude) out += String(chunk);
  return out.replaceAll("&#x27;", "'");
}

describe("/confirmEmail serves both links, each with its texts", () => {
  it("a signup's link: 'Confirm Your E-mail' and one 'Confirm E-mail' button posting the purpose", async () => {
    const html = await pageHtml({ token: "t0k", purpose: "signup" });
    expect(html).toContain("Confirm Your E-mail</h1>");
    expect(html).toContain("Confirm that this e-mail address is yours.");
    expect(html).toMatch(/<button[^>]*type="submit"[^>]*>[\s\S]*?Confirm E-mail<\/button>/);
    expect(html).toMatch(/<input type="hidden" name="purpose" value="signup"\/>/);
    expect(html).not.toContain("Confirm New E-mail");
  });

  it("a signup's address confirmed: says so", async () => {
    const html = await pageHtml({ confirmed: "1", purpose: "signup" });
    expect(html).toContain("Your e-mail address is confirmed. Thank you!");
  });

  it("a login e-mail change's link keeps its texts", async () => {
    const html = await pageHtml({ token: "t0k" });
    expect(html).toContain("Confirm New E-mail</h1>");
    expect(html).toContain("Confirm that this address becomes the login e-mail of your account.");
    expect(html).toMatch(/<input type="hidden" name="purpose" value="change"\/>/);
    expect(await pageHtml({ confirmed: "1" })).toContain(
      "Your login e-mail has been changed. Please log in with your new address.",
    );
  });
});
