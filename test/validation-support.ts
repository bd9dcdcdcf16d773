import type * as z from "@/lib/zod";

/**
 * Test support only (imported by `*.test.ts`): the issues of `input` under `schema` by field,
 * field → messages in the order the schema reported them; `{}` when the input is valid.
 */
export function fieldErrorsOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const byField: Record<string, string[]> = {};
  for (const issue of schema.safeParse(input).error?.issues ?? [])
    (byField[String(issue.path[0])] ??= []).push(issue.message);
  return byField;
}
