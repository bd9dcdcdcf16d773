import { describe, expect, it } from "vitest";
import { emailSchema, mailtoHref } from "@/lib/validation/email";

const texts = {
  required: "This field is required",
  invalid: "Please enter a valid e-mail address",
};

describe("emailSchema", () => {
  it("trims and accepts an address by the strict rule", () => {
    expect(emailSchema(texts).parse("  mariam.hassan+bw@gmail.com ")).toBe(
      "mariam.hassan+bw@gmail.com",
    );
  });

  it("says required for blank or absent, invalid for an address with a query, spaces or quotes", () => {
    const messageOf = (value: unknown) =>
      emailSchema(texts).safeParse(value).error?.issues[0]?.message;
    expect(messageOf("  ")).toBe("This field is required");
    expect(messageOf(undefined)).toBe("This field is required");
    expect(messageOf("a@b.com?bcc=attacker%40evil.example")).toBe(
      "Please enter a valid e-mail address",
    );
    expect(messageOf("a b@c.com")).toBe("Please enter a valid e-mail address");
    expect(messageOf("'a'@c.com")).toBe("Please enter a valid e-mail address");
  });
});

describe("mailtoHref", () => {
  it("links a strictly valid address, each part percent-encoded", () => {
    expect(mailtoHref("omar+courses@mail.example.com")).toBe(
      "mailto:omar%2Bcourses@mail.example.com",
    );
  });

  it("makes no link of an address stored before the strict rule, so no header can ride on it", () => {
    expect(mailtoHref("a@b.com?bcc=attacker%40evil.example")).toBeNull();
    expect(mailtoHref("a@b.com?bcc=attacker@evil.example")).toBeNull();
    expect(mailtoHref("a@b.com&cc=x@evil.example")).toBeNull();
    expect(mailtoHref("a@b.com\r\nBcc: x@evil.example")).toBeNull();
  });
});
