import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { badRequest } from "../http/problem";
import { readJson } from "../http/validate";
import { verifyUnsubscribeToken } from "../reminders";

const unsubscribeSchema = z.object({
  token: z.string().trim().min(1, "The token is required.").max(400),
});

/**
 * Registers the scheduled-reminders extension (`upstream/EXTENSIONS.md`, "Scheduled reminders"):
 * `POST /api/Reminders/Unsubscribe` JSON `{ token }` (the token of a reminder e-mail's link; no
 * bearer token needed, the signed token is the proof) sets the user's `reminders_opt_out`:
 * 200 `{ optedOut: true, email }` (again on a second call); 400 for a malformed, forged or
 * unknown user's token. The web app's `/unsubscribe` page and one-click endpoint call it.
 */
export function registerReminderRoutes(app: App, deps: AppDeps): void {
  app.post("/api/reminders/unsubscribe", async (c) => {
    const { token } = await readJson(c, unsubscribeSchema);
    const userId = verifyUnsubscribeToken(deps.jwtSecret, token);
    const invalid = () =>
      badRequest("The unsubscribe link is not valid.", {
        token: ["The unsubscribe link is not valid."],
      });
    if (!userId) throw invalid();
    const [updated] = await deps.db
      .update(users)
      .set({ remindersOptOut: true })
      .where(eq(users.id, userId))
      .returning({ email: users.email });
    if (!updated) throw invalid();
    return c.json({ optedOut: true, email: updated.email });
  });
}
