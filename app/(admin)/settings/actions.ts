"use server";

import { adminAction, ok } from "@/lib/actions/safe-action";
import { messages } from "@/lib/messages";
import { saveBusinessSettings, type BusinessSettings } from "@/lib/upstream/sessions";
import { businessSettingsSchema } from "@/lib/validation/sessions";

/**
 * Saves the business settings (sessions extension): the number of devices a student may be
 * signed in on at once, 0 = no cap. Admin only. Calls PUT /api/Settings.
 * @returns the stored settings and 'Settings saved.'; 'Enter a whole number from 0 to 100.' for bad input.
 */
export const saveSettingsAction = adminAction(
  businessSettingsSchema,
  async (input, { session }) => ok<BusinessSettings>(await saveBusinessSettings(input, session.token), messages.sessions.settingsSaved),
  { failureMessage: messages.sessions.settingsFailed, keepValues: ["maxStudentDevices"] },
);
