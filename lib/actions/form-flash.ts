import "server-only";
import type { Route } from "next";
import { sealData, unsealData } from "iron-session";
import { cookies, headers } from "next/headers";
import { redirect } from "next/navigation";
import type { ActionResult } from "@/lib/actions/result";
import { env } from "@/lib/env";
import { splitLocalePath } from "@/lib/i18n/locale-path";

/** The cookie that carries a form's failed result across the redirect after a no-JavaScript post. */
export const FORM_FLASH_COOKIE = "bw_form";

/**
 * The request header through which the proxy hands the flashed result to the page it renders,
 * while it drops the cookie in the answer (the page then reads the header, not the cookie).
 */
export const FORM_FLASH_HEADER = "x-form-flash";

/** How long a flashed result waits for the page it redirects to, in seconds. */
const FLASH_SECONDS = 60;

interface FormFlash {
  /** The path of the page whose form was posted, without its language, e.g. `/login`. */
  path: string;
  result: ActionResult<unknown>;
}

/**
 * True when the action was posted by a plain HTML form (no JavaScript): the browser sends no
 * `Next-Action` header then, and waits for a page in answer.
 */
export async function isProgressiveSubmission(): Promise<boolean> {
  return (await headers()).get("next-action") === null;
}

/**
 * Answers a no-JavaScript post whose action failed: the result (message, field errors, the typed
 * values it keeps, never a password) goes into a sealed, HttpOnly cookie for a minute and the
 * browser is sent back to the form's page (303, Post/Redirect/Get), which shows it through
 * {@link readFormFlash}.
 *
 * Why not let Next render the result into the page it answers the post with: under Cache
 * Components that answer resumes the page's prerendered shell, and Next does not hand the form's
 * state to that resumed render, so the form came back empty and without its message.
 * @param target the form's page with its query (same origin), e.g. `/login?next=%2FuserProfile`
 *   or `/ar/login`: where the browser is sent back (in the language it was posted from; the page
 *   reads the result by its path without the language).
 * @throws Next's redirect (always).
 */
export async function flashFormResult(
  target: string,
  result: ActionResult<unknown>,
): Promise<never> {
  const flash: FormFlash = { path: splitLocalePath(target.split("?")[0]!).pathname, result };
  const seal = await sealData(flash, { password: env.SESSION_SECRET, ttl: FLASH_SECONDS });
  (await cookies()).set(FORM_FLASH_COOKIE, seal, {
    httpOnly: true,
    sameSite: "lax",
    secure: env.SITE_URL.startsWith("https://"),
    path: "/",
    maxAge: FLASH_SECONDS,
  });
  // The same-origin page the form was posted from (its referer, checked by the caller).
  redirect(target as Route);
}

/**
 * The result a no-JavaScript post of this page's form left (see {@link flashFormResult}), or
 * `null`. The proxy passes it in {@link FORM_FLASH_HEADER} and drops the cookie in the answer,
 * so it shows once.
 * @param path the page's own path without its language, e.g. `/login` (also on `/ar/login`).
 */
export async function readFormFlash(path: string): Promise<ActionResult<never> | null> {
  const seal = (await headers()).get(FORM_FLASH_HEADER);
  if (!seal) return null;
  try {
    const flash = await unsealData<Partial<FormFlash>>(seal, {
      password: env.SESSION_SECRET,
      ttl: FLASH_SECONDS,
    });
    return flash.path === path && flash.result && !flash.result.ok
      ? (flash.result as ActionResult<never>)
      : null;
  } catch {
    return null;
  }
}
