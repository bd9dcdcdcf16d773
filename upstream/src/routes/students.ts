import type { App, AppDeps } from "../http/context";

/** Registers the students endpoints of the wire contract (being written). */
export function registerStudentRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
