import type { App, AppDeps } from "../http/context";

/** Registers the projects endpoints of the wire contract (being written). */
export function registerProjectRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
