import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";

/**
 * Query flag `/editProfile` adds after saving, so the profile confirms it: `1` for 'Data Updated
 * Successfully', `password` for a changed password.
 */
export const PROFILE_UPDATED_PARAM = "updated";

/**
 * The address of a student's profile, `/userProfile/[id]`, optionally flagged as just updated
 * (`isUpdated`) or as having a new password (`isPasswordChanged`).
 */
export function profileHref(
  studentId: string,
  options: { isUpdated?: boolean; isPasswordChanged?: boolean } = {},
): Route {
  const flag = options.isPasswordChanged ? "password" : options.isUpdated ? 1 : undefined;
  return hrefFor(
    "/userProfile/[id]",
    { id: studentId },
    { query: { [PROFILE_UPDATED_PARAM]: flag } },
  );
}
