import type { App, AppDeps } from "../http/context";

/** Registers the packages endpoints of the wire contract (being written). */
export function registerPackageRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
