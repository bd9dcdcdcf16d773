"use server";

import { isLanguage } from "@brightway/contract/language";
import { getSession } from "@/lib/auth/guards";
import { log } from "@/lib/log";
import { setMyLanguage } from "@/lib/upstream/language";
import { isLanguageSupported } from "@/lib/upstream/students";

/**
 * Remembers the language a signed-in person chose with the language switch, so the upstream writes
 * their e-mails in it (PUT /api/Language/Mine, extension "Language", upstream/EXTENSIONS.md §33).
 * Best effort: the switch navigates whatever happens here, so nothing is returned and nothing is
 * thrown; a visitor, a value other than "en"/"ar", or an upstream without the extension does
 * nothing, and an upstream failure is only logged.
 */
export async function rememberLanguageAction(language: unknown): Promise<void> {
  if (!isLanguage(language)) return;
  const session = await getSession();
  if (!session) return;
  try {
    if (!(await isLanguageSupported())) return;
    await setMyLanguage(language, session.token);
  } catch (error) {
    log.warn({ err: error, language }, "the language switch's choice was not saved upstream");
  }
}
