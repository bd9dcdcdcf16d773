import * as z from "@/lib/zod";
import { adminRoute, expireTags, formFields } from "@/lib/actions/admin-route";
import { fail, ok } from "@/lib/actions/result";
import type { FileTypeCode } from "@/lib/file-types";
import { checkDocument } from "@/lib/files/check";
import { messages } from "@/lib/messages";
import { uploadPortfolio } from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";

const portfolioSchema = z.object({
  // The chosen file type: 0 PDF, 1 EXCEL, 2 WORD, 3 POWER POINT (spec §9).
  type: z.enum(["0", "1", "2", "3"]).transform((value) => Number(value) as FileTypeCode),
});

/**
 * POST /api/admin/portfolio: replaces the single consultancy portfolio (multipart `file`, `type`).
 * Admin only (re-checked by `adminRoute`). The file's bytes must match the chosen type
 * (`checkDocument`) before anything is sent: 'Please Select A File To Add Portofolio' without a
 * file. Calls POST /api/Static/UploadPorotfolio; failure: 'Error Uploading Portofolio'. Expires
 * `tags.portfolio`; `/download/portfolio` serves the new file at once.
 */
export const POST = adminRoute(
  async (form, { session }) => {
    const parsed = portfolioSchema.safeParse(formFields(form));
    if (!parsed.success)
      return fail(messages.admin.portfolioFailed, { type: [messages.admin.portfolioFailed] });
    const checked = await checkDocument(form.get("file"), parsed.data.type, {
      requiredMessage: messages.admin.portfolioFileRequired,
    });
    if (!checked.ok) return fail(checked.message, { file: [checked.message] });
    await uploadPortfolio(checked.value, parsed.data.type, session.token);
    expireTags([tags.portfolio]);
    return ok(undefined, messages.admin.portfolioUploaded);
  },
  { failureMessage: messages.admin.portfolioFailed },
);
