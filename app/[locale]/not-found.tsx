import { NotFoundContent } from "@/components/not-found-content";
import { PublicShell } from "@/components/public-shell";

// Unmatched URLs render here with only the root layout around, so this adds the public frame, with
// a visitor's account corner: Next renders this page inside every page's tree, where reading the
// session would make the shared documents (app/[locale]/render/[mode], lib/render-mode.ts) per request.
// proxy.ts also sends unknown ids of the public details pages here: unlike notFound() in a page,
// this file is drawn on the server, so the 404 page shows without JavaScript.
// notFound() inside a route group renders that group's own not-found (content only): Next would
// otherwise reuse this file inside the group's layout and draw the header twice.
export default function NotFound() {
  return (
    <PublicShell session={null}>
      <NotFoundContent />
    </PublicShell>
  );
}
