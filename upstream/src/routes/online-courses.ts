import type { App, AppDeps } from "../http/context";

/** Registers the online-courses endpoints of the wire contract (being written). */
export function registerOnlineCourseRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
