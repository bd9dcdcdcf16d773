import { checkReadiness } from "@/lib/ops/readiness";

/**
 * `GET /api/ready`: 200 `{ status: "ready" }` when the upstream answers and the session secret
 * works; 503 `{ status: "unavailable", reasons }` otherwise. For a load balancer's readiness probe.
 */
export async function GET(): Promise<Response> {
  const readiness = await checkReadiness();
  const headers = { "Cache-Control": "no-store" };
  if (readiness.ready) return Response.json({ status: "ready" }, { headers });
  return Response.json(
    { status: "unavailable", reasons: readiness.reasons },
    { status: 503, headers },
  );
}
