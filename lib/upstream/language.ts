import "server-only";
import type { Language } from "@brightway/contract/language";
import { upstreamFetch } from "@/lib/upstream/client";

/**
 * Sets the language of the signed-in account (student or admin): the language its e-mails are
 * written in (extension "Language", upstream/EXTENSIONS.md §33). The account's own token. Calls
 * PUT /api/Language/Mine with `{ language }` (204). Ask `isLanguageSupported`
 * (`lib/upstream/students.ts`) first: a legacy upstream answers 404.
 * @throws UpstreamError: 400 for a language other than "en"/"ar", 401 without a valid token, 404
 *   on a legacy upstream, 503 while the breaker is open, a timeout or a network failure.
 */
export async function setMyLanguage(language: Language, token: string): Promise<void> {
  await upstreamFetch({
    method: "PUT",
    path: "/api/Language/Mine",
    body: { language },
    token,
  });
}
