import { describe, expect, it } from "vitest";
import { ARRIVAL_NOTICE_COOKIE, arrivalNoticeText } from "@/lib/arrival-notice";
import { arClientMessages } from "@/lib/client-messages.ar";
import { arMessages } from "@/lib/messages.ar";

describe("arrival notices", () => {
  it("names the signup's notice by its key in the bw_notice cookie", () => {
    expect(ARRIVAL_NOTICE_COOKIE).toBe("bw_notice");
    expect(arrivalNoticeText("signed-up")).toBe(
      "Account created. Open the link we sent to your e-mail address to confirm it: until then we send you no e-mails about your orders and courses.",
    );
  });

  it("says nothing for a value that names no notice (the cookie is the browser's to forge)", () => {
    for (const value of [undefined, "", "toString", "__proto__", "<b>hi</b>"]) {
      expect(arrivalNoticeText(value)).toBeNull();
    }
  });
});

describe("arrivalNoticeText in Arabic", () => {
  it("says the signup notice from the Arabic client catalogue, the catalogue's own text", () => {
    expect(arrivalNoticeText("signed-up", arClientMessages)).toMatch(/^تم إنشاء الحساب\./);
    expect(arrivalNoticeText("signed-up", arClientMessages)).toBe(
      arMessages.emailConfirmation.signedUp,
    );
    expect(arrivalNoticeText("nope", arClientMessages)).toBeNull();
  });
});
