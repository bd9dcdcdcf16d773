import type { ReactElement } from "react";
import { beforeEach, describe, expect, it, vi } from "vitest";

const remember = vi.hoisted(() => vi.fn());
vi.mock("@/lib/actions/remember-language", () => ({ rememberLanguageAction: remember }));
vi.mock("@/lib/i18n/client", () => ({
  usePageLocale: () => "en",
  useSitePathname: () => "/enrolledCourses",
}));

const { LanguageSwitch } = await import("./language-switch");

type LinkProps = { href: string; locale: string; onClick?: () => void };
const linkOf = (isSignedIn?: boolean) =>
  LanguageSwitch({
    otherName: "العربية",
    label: "اقرأ هذه الصفحة بالعربية",
    isSignedIn,
  }) as ReactElement<LinkProps>;

describe("LanguageSwitch remembers a signed-in choice", () => {
  beforeEach(() => {
    remember.mockReset();
  });

  it("links to the same page in the other language", () => {
    const { href, locale } = linkOf().props;
    expect({ href, locale }).toEqual({ href: "/enrolledCourses", locale: "ar" });
  });

  it("saves the other language when signed in, without waiting for it", () => {
    remember.mockReturnValue(new Promise(() => undefined));
    const onClick = linkOf(true).props.onClick;
    expect(onClick).toBeTypeOf("function");
    // Nothing to wait for: the click handler returns at once and the link navigates.
    expect(onClick?.()).toBeUndefined();
    expect(remember).toHaveBeenCalledWith("ar");
  });

  it("calls nothing for a visitor", () => {
    expect(linkOf().props.onClick).toBeUndefined();
    expect(linkOf(false).props.onClick).toBeUndefined();
  });
});
