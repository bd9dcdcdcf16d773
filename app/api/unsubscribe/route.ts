import { stopReminders } from "@/lib/upstream/reminders";

/**
 * One-click unsubscribe (RFC 8058), the `List-Unsubscribe` target of reminder e-mails: a mail
 * client POSTs `List-Unsubscribe=One-Click` to `/api/unsubscribe?token=…`. 200 when reminders
 * are stopped; 400 for an invalid token; 404 on a legacy upstream (no reminders there); 502 when
 * the upstream fails. Only POST: a GET (a link scanner) changes nothing.
 */
export async function POST(request: Request): Promise<Response> {
  const token = new URL(request.url).searchParams.get("token") ?? "";
  try {
    const outcome = await stopReminders(token);
    const status = outcome === "stopped" ? 200 : outcome === "invalid" ? 400 : 404;
    return new Response(outcome === "stopped" ? "Reminder e-mails stopped." : "Not stopped.", {
      status,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  } catch {
    return new Response("Please try again later.", {
      status: 502,
      headers: { "Cache-Control": "no-store" },
    });
  }
}
