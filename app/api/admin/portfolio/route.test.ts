import { describe, expect, it } from "vitest";
import { tags } from "@/lib/upstream/tags";
import { stubUpstream, textResponse } from "@/test/upstream-support";
import {
  answerOf,
  expectAdminOnlyRoute,
  expectFailedUpstreamAnswer,
  postForm,
} from "@/test/admin-route-support";
import { revalidateTag } from "@/test/server-mocks";

const { POST } = await import("./route");

const params = { params: Promise.resolve({}) };
const pdf = new File(["%PDF-1.7\n1 0 obj\n<<>>\nendobj\n%%EOF\n"], "../portfolio.pdf", {
  type: "application/pdf",
});

function form(file: File | null, type = "0"): FormData {
  const body = new FormData();
  if (file) body.set("file", file);
  body.set("type", type);
  return body;
}

async function send(body: FormData) {
  return answerOf(await POST(postForm("/api/admin/portfolio", body), params));
}

describe("POST /api/admin/portfolio", () => {
  it("uploads a PDF checked by its bytes under a generated name and expires the portfolio tag", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect(await send(form(pdf))).toEqual({
      status: 200,
      ok: true,
      message: "Portfolio uploaded successfully",
    });
    expect(calls).toHaveLength(1);
    expect(calls[0]?.url.pathname).toBe("/api/Static/UploadPorotfolio");
    const sent = calls[0]?.body as FormData;
    expect((sent.get("File") as File).name).toBe("upload.pdf");
    expect(sent.get("Type")).toBe("0");
    expect(revalidateTag).toHaveBeenCalledWith(tags.portfolio, { expire: 0 });
  });

  it("says 'Please Select A File To Add Portofolio' without a file, and refuses bytes of another type, before any upstream call", async () => {
    const calls = stubUpstream(() => textResponse(204));
    expect(await send(form(null))).toMatchObject({
      status: 400,
      ok: false,
      message: "Please Select A File To Add Portofolio",
    });
    const refused = (await send(form(pdf, "2"))) as { status: number; message: string };
    expect(refused.status).toBe(400);
    expect(refused.message).toContain(".docx, .doc");
    expect(await send(form(pdf, "7"))).toMatchObject({
      status: 400,
      message: "Error Uploading Portofolio",
    });
    expect(calls).toHaveLength(0);
  });

  it("says 'Error Uploading Portofolio' when the upstream fails", async () => {
    stubUpstream(() => textResponse(500));
    await expectFailedUpstreamAnswer(
      await POST(postForm("/api/admin/portfolio", form(pdf)), params),
      "Error Uploading Portofolio",
    );
  });

  it("refuses a visitor and a student without calling the upstream", async () => {
    const calls = stubUpstream(() => textResponse(204));
    await expectAdminOnlyRoute(
      () => POST(postForm("/api/admin/portfolio", form(pdf)), params),
      calls,
    );
  });
});
