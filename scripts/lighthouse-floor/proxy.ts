import { NextResponse } from "next/server";

// Why a proxy that never runs: with no proxy.ts of its own, Turbopack's build takes the one at
// the workspace root (the project's, which cannot compile here; vercel/next.js#95287). This one
// matches no path the benchmark requests, so the floor page is served as if it had none.
export function proxy() {
  return NextResponse.next();
}

export const config = { matcher: "/__lighthouse-floor-no-proxy" };
