import { beforeEach, describe, expect, it, vi } from "vitest";

const jar = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  headers: new Map<string, string>(),
}));
vi.mock("next/headers", () => ({
  cookies: async () => ({
    get: (name: string) =>
      jar.cookies.has(name) ? { name, value: jar.cookies.get(name)! } : undefined,
    set: (name: string, value: string) => jar.cookies.set(name, value),
  }),
  headers: async () => ({ get: (name: string) => jar.headers.get(name) ?? null }),
}));
vi.mock("next/navigation", () => ({
  redirect: (to: string) => {
    throw Object.assign(new Error("NEXT_REDIRECT"), { to });
  },
}));

import {
  FORM_FLASH_COOKIE,
  FORM_FLASH_HEADER,
  flashFormResult,
  isProgressiveSubmission,
  readFormFlash,
} from "@/lib/actions/form-flash";

beforeEach(() => {
  jar.cookies.clear();
  jar.headers.clear();
});

describe("no-JavaScript form results", () => {
  it("tells a plain form post (no Next-Action header) from a JavaScript one", async () => {
    expect(await isProgressiveSubmission()).toBe(true);
    jar.headers.set("next-action", "7fd6c2");
    expect(await isProgressiveSubmission()).toBe(false);
  });

  it("seals the failed result, sends the browser back to the form's page, and that page reads it", async () => {
    const failed = {
      ok: false as const,
      message: "Wrong Email Or Password",
      values: { email: "nour@example.com" },
    };
    const thrown = await flashFormResult("/login?next=%2FenrolledCourses", failed).catch(
      (error: unknown) => error,
    );
    expect(thrown).toMatchObject({ to: "/login?next=%2FenrolledCourses" });
    const seal = jar.cookies.get(FORM_FLASH_COOKIE);
    expect(seal).toBeTruthy();
    // Sealed: neither the message nor the address can be read from the cookie itself.
    expect(seal).not.toContain("nour@example.com");
    // The proxy hands the cookie's seal to the page in a request header.
    jar.headers.set(FORM_FLASH_HEADER, seal!);
    expect(await readFormFlash("/login")).toEqual(failed);
    // Another page's form never shows it.
    expect(await readFormFlash("/signup")).toBeNull();
  });

  it("sends an Arabic form back to its Arabic page, which reads the result by its path", async () => {
    const failed = { ok: false as const, message: "البريد الإلكتروني أو كلمة المرور غير صحيحة" };
    const thrown = await flashFormResult("/ar/login", failed).catch((error: unknown) => error);
    expect(thrown).toMatchObject({ to: "/ar/login" });
    jar.headers.set(FORM_FLASH_HEADER, jar.cookies.get(FORM_FLASH_COOKIE)!);
    expect(await readFormFlash("/login")).toEqual(failed);
  });

  it("ignores a cookie that was not sealed by this app", async () => {
    jar.headers.set(FORM_FLASH_HEADER, "Fe26.2**forged");
    expect(await readFormFlash("/login")).toBeNull();
  });
});
