/** Test support: a form post as a server action receives it, one entry per field of `fields`. */
export function formDataOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(fields)) data.set(key, value);
  return data;
}
