import { setRequestLocale } from "next-intl/server";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it, vi } from "vitest";
import { messages } from "@/lib/messages";
import { routes } from "@/lib/routes/manifest";
import { expectNoEnglish } from "@/test/no-english";

vi.mock("@/lib/auth/logout-action", () => ({ logoutAction: vi.fn() }));

const { AdminSidebar } = await import("./admin-sidebar");

const all = { hasOrders: true, hasSessions: true, hasEnquiries: true, pendingOrders: 3 };
const render = async () =>
  renderToStaticMarkup(await AdminSidebar(all))
    .replace(/<script[\s\S]*?<\/script>/g, " ")
    .replace(/<[^>]+>/g, " ")
    .replace(/\s+/g, " ");

describe("AdminSidebar", () => {
  it("labels each link as spec §2 does (the catalogue's English agrees with the manifest)", () => {
    const labels = Object.fromEntries(
      routes.flatMap((route) => (route.adminNav ? [[route.path, route.adminNav.label]] : [])),
    );
    expect(messages.adminPages.sidebar.nav).toEqual(labels);
  });

  it("keeps the English labels and offers Arabic", async () => {
    const page = await render();
    expect(page).toContain("Manage Ondemand Courses");
    expect(page).toContain("Logout");
    expect(page).toContain("العربية");
  });

  it("reads in Arabic on an Arabic page, with the switch back to English", async () => {
    setRequestLocale("ar");
    const page = await render();
    expect(page).toContain("لوحة التحكم");
    expect(page).toContain("إدارة الدورات المسجّلة");
    expect(page).toContain("تسجيل الخروج");
    expect(page).toContain("3 بانتظار الاعتماد");
    expect(page).toContain("English");
    expectNoEnglish(page, ["English"]);
  });
});
