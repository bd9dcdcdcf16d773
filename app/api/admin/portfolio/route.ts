import * as z from "@/lib/zod";
import { adminRoute } from "@/lib/actions/admin-route";
import { ok } from "@/lib/actions/result";
import type { FileTypeCode } from "@/lib/file-types";
import { checkedDocument } from "@/lib/files/upload-schemas";
import { messages } from "@/lib/messages";
import { uploadPortfolio } from "@/lib/upstream/static-content";
import { tags } from "@/lib/upstream/tags";
import type { RouteHandler } from "@/lib/routes/route-handler";

const portfolioSchema = z
  .object({
    // The chosen file type: 0 PDF, 1 EXCEL, 2 WORD, 3 POWER POINT (spec §9).
    type: z
      .enum(["0", "1", "2", "3"], { message: messages.admin.portfolioFailed })
      .transform((value) => Number(value) as FileTypeCode),
    file: z.unknown().optional(),
  })
  // The bytes are judged against the chosen type, so only once the type is known.
  .transform(async ({ type, file }, ctx) => ({
    type,
    file: await checkedDocument(file, type, messages.admin.portfolioFileRequired, ctx, "file"),
  }));

/**
 * POST /api/admin/portfolio: replaces the single consultancy portfolio (multipart `file`, `type`).
 * Admin only (re-checked by `adminRoute`). The file's bytes must match the chosen type
 * (`checkDocument`) before anything is sent: 'Please Select A File To Add Portofolio' without a
 * file. Calls POST /api/Static/UploadPorotfolio; failure: 'Error Uploading Portofolio'. Expires
 * `tags.portfolio`; `/download/portfolio` serves the new file at once.
 */
export const POST: RouteHandler<"/api/admin/portfolio"> = adminRoute(
  portfolioSchema,
  async ({ type, file }, { session }) => {
    await uploadPortfolio(file, type, session.token);
    return ok(undefined, messages.admin.portfolioUploaded);
  },
  { failureMessage: messages.admin.portfolioFailed, expire: () => [tags.portfolio] },
);
