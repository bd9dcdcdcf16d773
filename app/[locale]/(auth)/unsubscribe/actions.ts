"use server";

import { getCatalogue } from "@/lib/i18n/server";
import { redirectLocalized } from "@/lib/i18n/redirect";
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
    const { unsubscribe } = (await getCatalogue()).publicPages;
    if (outcome === "invalid") return fail(unsubscribe.invalid);
    if (outcome === "unsupported") return fail(unsubscribe.unsupported);
    return redirectLocalized("/unsubscribe?stopped=1");
  },
  { failureMessage: "Your choice could not be saved. Please try again later." },
);
