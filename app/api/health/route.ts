/**
 * `GET /api/health`: the process is alive (200, no upstream call). For a process manager's
 * liveness probe; `/api/ready` says whether the instance can serve.
 */
export function GET(): Response {
  return Response.json({ status: "ok" }, { headers: { "Cache-Control": "no-store" } });
}
