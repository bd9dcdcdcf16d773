import type { App, AppDeps } from "../http/context";

/** Registers the auth endpoints of the wire contract (being written). */
export function registerAuthRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
