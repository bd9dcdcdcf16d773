/** Query flag `/editProfile` adds after saving, so the profile confirms 'Data Updated Successfully'. */
export const PROFILE_UPDATED_PARAM = "updated";

/** The address of a student's profile, `/userProfile/{id}`, optionally flagged as just updated. */
export function profileHref(studentId: string, options: { isUpdated?: boolean } = {}): string {
  const path = `/userProfile/${encodeURIComponent(studentId)}`;
  return options.isUpdated ? `${path}?${PROFILE_UPDATED_PARAM}=1` : path;
}
