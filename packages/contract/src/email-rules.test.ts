import { describe, expect, it } from "vitest";
import { EMAIL_MAX_LENGTH, isEmailAddress } from "./email-rules";

describe("isEmailAddress (the strict e-mail rule of every form and the upstream)", () => {
  it("accepts ordinary addresses, sub-addresses, subdomains and internationalised domains", () => {
    for (const address of [
      "mariam.hassan@gmail.com",
      "Omar_Adel+courses@mail.brightway-eng.com.eg",
      "a-b@x.io",
      "student7@xn--mgbh0fb.xn--wgbh1c",
      "admin@brightway.local",
    ])
      expect(isEmailAddress(address), address).toBe(true);
  });

  it("refuses what changes meaning in a mailto link, a header or a CSV file", () => {
    for (const address of [
      "a@b.com?bcc=attacker%40evil.example",
      "a@b.com?bcc=attacker@evil.example",
      "a@b.com?subject=x",
      "a&b@c.com",
      "a b@c.com",
      " a@b.com",
      '"a"@b.com',
      "o'brien@b.com",
      "a@b.com,c@d.com",
      "a@b.com;c@d.com",
      "a@b.com\r\nBcc: x@evil.example",
      "a%40evil.example@b.com",
      "a#x@b.com",
      "a/b@c.com",
      "<a@b.com>",
      "a=1@b.com",
    ])
      expect(isEmailAddress(address), JSON.stringify(address)).toBe(false);
  });

  it("refuses malformed addresses", () => {
    for (const address of [
      "",
      "a",
      "@b.com",
      "a@",
      "a@b",
      "a@@b.com",
      "a@b@c.com",
      ".a@b.com",
      "a.@b.com",
      "a..b@c.com",
      "a@-b.com",
      "a@b-.com",
      "a@b..com",
      "a@b.c",
      "a@b.123",
      `${"x".repeat(65)}@b.com`,
      `a@${"b".repeat(63)}.${"c".repeat(63)}.${"d".repeat(63)}.${"e".repeat(60)}.com`,
    ])
      expect(isEmailAddress(address), address).toBe(false);
    expect(EMAIL_MAX_LENGTH).toBe(254);
  });
});
