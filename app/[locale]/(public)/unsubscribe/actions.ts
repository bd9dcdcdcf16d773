"use server";

import { redirect } from "next/navigation";
import * as z from "@/lib/zod";
import { fail } from "@/lib/actions/result";
import { publicAction } from "@/lib/actions/safe-action";
import { stopReminders, unsubscribeTokenSchema } from "@/lib/upstream/reminders";

const stopRemindersSchema = z.object({ token: unsubscribeTokenSchema });

/** Stops reminder e-mails for the token of a reminder's link; success shows `/unsubscribe?stopped=1`. */
export const stopRemindersAction = publicAction(
  stopRemindersSchema,
  async ({ token }) => {
    const outcome = await stopReminders(token);
    if (outcome === "invalid") return fail("This unsubscribe link is not valid.");
    if (outcome === "unsupported") return fail("Reminder e-mails cannot be changed here.");
    redirect("/unsubscribe?stopped=1");
  },
  { failureMessage: "Your choice could not be saved. Please try again later." },
);
