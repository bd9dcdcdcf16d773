import type { Route } from "next";
import { hrefFor } from "@/lib/routes/manifest";

/** Query flag `/editProfile` adds after saving, so the profile confirms 'Data Updated Successfully'. */
export const PROFILE_UPDATED_PARAM = "updated";

/** The address of a student's profile, `/userProfile/[id]`, optionally flagged as just updated. */
export function profileHref(studentId: string, options: { isUpdated?: boolean } = {}): Route {
  return hrefFor(
    "/userProfile/[id]",
    { id: studentId },
    { query: { [PROFILE_UPDATED_PARAM]: options.isUpdated ? 1 : undefined } },
  );
}
