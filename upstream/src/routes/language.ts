import { eq } from "drizzle-orm";
import { z } from "zod";
import { users } from "../db/schema";
import type { App, AppDeps } from "../http/context";
import { requireCaller } from "../http/guards";
import { notFound } from "../http/problem";
import { readJson } from "../http/validate";
import { languageOrDefault, languageSchema } from "../mail-language";

// `PUT /api/Language/Mine`: the language is the body's only field and it is required here.
const ownLanguageSchema = z.object({ language: languageSchema });

/**
 * Registers the language extension's own endpoints (upstream/EXTENSIONS.md "Language"):
 * `GET /api/Language/version` (the probe), and `GET`/`PUT /api/Language/Mine`, the calling
 * account's language, for an admin as for a student (the owner's e-mails follow the admin
 * account's). A student's language is also read and written with the profile
 * (`GET`/`PUT /api/Students/{studentId}`, routes/students.ts) and given at signup.
 */
export function registerLanguageRoutes(app: App, deps: AppDeps): void {
  const { db } = deps;

  /** Probe: 200 `{ version: 1 }` to anyone (the legacy API answers 404). */
  app.get("/api/language/version", (c) => c.json({ version: 1 }));

  /** The caller's language: 200 `{ language }` ("en" or "ar"); 401 without a valid token. */
  app.get("/api/language/mine", async (c) => {
    const caller = requireCaller(c);
    const [row] = await db
      .select({ language: users.language })
      .from(users)
      .where(eq(users.id, caller.id));
    if (!row) throw notFound("The account no longer exists.");
    return c.json({ language: languageOrDefault(row.language) });
  });

  /**
   * Sets the caller's language: JSON `{ language }`, "en" or "ar"; 204. 400 (`errors.language`)
   * for anything else or none, nothing written; 401 without a valid token.
   */
  app.put("/api/language/mine", async (c) => {
    const caller = requireCaller(c);
    const { language } = await readJson(c, ownLanguageSchema);
    const updated = await db
      .update(users)
      .set({ language })
      .where(eq(users.id, caller.id))
      .returning({ id: users.id });
    if (updated.length === 0) throw notFound("The account no longer exists.");
    return c.body(null, 204);
  });
}
