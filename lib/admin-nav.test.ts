import { describe, expect, it } from "vitest";
import { ADMIN_PATHS } from "@/lib/auth/routes";
import { adminNavEntries, implementedAdminNav } from "@/lib/admin-nav";

describe("admin sidebar entries", () => {
  it("link only to admin routes of spec §2", () => {
    for (const entry of adminNavEntries) {
      expect(ADMIN_PATHS as readonly string[]).toContain(entry.href);
    }
  });

  it("show only implemented entries, in spec order", () => {
    const shown = implementedAdminNav();
    expect(shown.every((entry) => entry.isImplemented)).toBe(true);
    const order = adminNavEntries.map((entry) => entry.href);
    const shownOrder = shown.map((entry) => order.indexOf(entry.href));
    expect(shownOrder).toEqual([...shownOrder].sort((a, b) => a - b));
    expect(shown.map((entry) => entry.href)).toContain("/assignStudentToCourse");
  });

  it("show Manage Orders only when the upstream has the orders extension", () => {
    expect(implementedAdminNav().map((entry) => entry.label)).not.toContain("Manage Orders");
    expect(implementedAdminNav({ hasOrders: true }).map((entry) => entry.label)).toContain("Manage Orders");
  });
});
