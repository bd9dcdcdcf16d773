import { PublicShell } from "@/components/public-shell";

// A public page waits for its catalogue data (cached reads, lib/upstream/catalogue-cache.ts) before its first byte, so that a page that cannot be built answers 500, never a 200 shell with the failure streamed in; only the header's account corner streams.
// Blocking by design: Next's check that a page has a static shell does not apply here.
export const instant = false;

export default function PublicLayout({ children }: { children: React.ReactNode }) {
  return <PublicShell>{children}</PublicShell>;
}
