import { readDashboard } from "../dashboard";
import type { App, AppDeps } from "../http/context";
import { requireAdmin } from "../http/guards";

/**
 * Registers the dashboard extension (not in the legacy API; `upstream/EXTENSIONS.md`,
 * "Dashboard"): `GET /api/admin/dashboard` → 200 `DashboardDto` for an Admin, 401 without a valid
 * token, 403 for a student. Figures are computed at `deps.now()` (tests inject a clock).
 */
export function registerDashboardRoutes(app: App, deps: AppDeps): void {
  const now = deps.now ?? (() => new Date());
  app.get("/api/admin/dashboard", async (c) => {
    requireAdmin(c);
    const dashboard = await readDashboard(deps.db, now());
    // Business figures: never kept by a shared cache.
    c.header("Cache-Control", "no-store");
    return c.json(dashboard);
  });
}
