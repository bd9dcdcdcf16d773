import type { App, AppDeps } from "../http/context";

/** Registers the static endpoints of the wire contract (being written). */
export function registerStaticRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
