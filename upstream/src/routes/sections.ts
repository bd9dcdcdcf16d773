import type { App, AppDeps } from "../http/context";

/** Registers the sections endpoints of the wire contract (being written). */
export function registerSectionRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
