import type { App, AppDeps } from "../http/context";

/** Registers the on-demand-courses endpoints of the wire contract (being written). */
export function registerOnDemandCourseRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
