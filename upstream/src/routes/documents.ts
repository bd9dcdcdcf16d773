import type { App, AppDeps } from "../http/context";

/** Registers the documents endpoints of the wire contract (being written). */
export function registerDocumentRoutes(app: App, deps: AppDeps): void {
  void app;
  void deps;
}
