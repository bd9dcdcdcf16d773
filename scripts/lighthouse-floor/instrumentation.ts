// Why an instrumentation file that does nothing: with none of its own, Turbopack's build takes the
// one at the workspace root (the project's, which cannot compile here), as with proxy.ts.
export function register(): void {}
