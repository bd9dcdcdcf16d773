import { describe, expect, it } from "vitest";
import {
  ADMIN_HOME,
  GUARDED_PATH_PREFIXES,
  isAdminPath,
  isGuestOnlyPath,
  isStudentPath,
} from "@/lib/auth/routes";
import { sampleAdminPaths, samplePublicPaths, sampleStudentPaths } from "@/test/sample-paths";

describe("isAdminPath", () => {
  it.each(sampleAdminPaths)("guards the admin page %s", (p) => expect(isAdminPath(p)).toBe(true));

  it("guards a page with an id at its bare prefix and below it", () => {
    expect(isAdminPath("/editProject")).toBe(true);
    expect(isAdminPath("/managePackages/5d1e/extra")).toBe(true);
  });

  it.each([
    ...samplePublicPaths,
    "/login",
    "/userProfile/1",
    "/manageProductsX",
    "/manageproducts",
  ])("leaves %s to its own guard", (p) => expect(isAdminPath(p)).toBe(false));
});

describe("isStudentPath", () => {
  it.each([...sampleStudentPaths, "/userProfile"])("asks a login for %s", (p) =>
    expect(isStudentPath(p)).toBe(true),
  );
  it.each([...samplePublicPaths, "/manageProducts", "/login"])("does not for %s", (p) =>
    expect(isStudentPath(p)).toBe(false),
  );
});

describe("isGuestOnlyPath", () => {
  it("is true for /login and /signup only", () => {
    expect(isGuestOnlyPath("/login")).toBe(true);
    expect(isGuestOnlyPath("/signup")).toBe(true);
    for (const p of [...samplePublicPaths, "/editProfile", "/manageProducts", "/login/x"]) {
      expect(isGuestOnlyPath(p), p).toBe(false);
    }
  });
});

describe("ADMIN_HOME and GUARDED_PATH_PREFIXES", () => {
  it("send an admin to Add Student To Course after login", () => {
    expect(ADMIN_HOME).toBe("/assignStudentToCourse");
    expect(isAdminPath(ADMIN_HOME)).toBe(true);
  });

  it("keep crawlers out of every admin and student page and nothing public", () => {
    const isKeptOut = (p: string) =>
      GUARDED_PATH_PREFIXES.some((prefix) => p === prefix || p.startsWith(`${prefix}/`));
    for (const p of [...sampleAdminPaths, "/userProfile/1", "/editProfile", "/enrolledCourses"])
      expect(isKeptOut(p), p).toBe(true);
    for (const p of samplePublicPaths) expect(isKeptOut(p), p).toBe(false);
  });
});
