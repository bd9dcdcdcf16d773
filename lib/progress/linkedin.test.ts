import { describe, expect, it } from "vitest";
import { linkedInAddToProfileUrl } from "./linkedin";

describe("linkedInAddToProfileUrl", () => {
  it("fills LinkedIn's certification form: course, issuer, issue year and month, page and code", () => {
    expect(
      linkedInAddToProfileUrl(
        {
          courseName: "ETABS for High-Rise Buildings",
          code: "abcd-efgh-jkmn",
          issuedAt: "2026-03-05T22:30:00",
        },
        "https://brightway.example/certificates/abcd-efgh-jkmn",
      ),
    ).toBe(
      "https://www.linkedin.com/profile/add?startTask=CERTIFICATION_NAME" +
        "&name=ETABS%20for%20High-Rise%20Buildings" +
        "&organizationName=BrightWay%20Engineering" +
        "&issueYear=2026&issueMonth=3" +
        "&certUrl=https%3A%2F%2Fbrightway.example%2Fcertificates%2Fabcd-efgh-jkmn" +
        "&certId=ABCD-EFGH-JKMN",
    );
  });

  it("encodes a name in another script or with & and # so it cannot break the address", () => {
    const url = linkedInAddToProfileUrl(
      { courseName: "تصميم & Design #1", code: "pqrs-tuvw-xyz2", issuedAt: "2025-12-31T23:59:59" },
      "https://brightway.example/certificates/pqrs-tuvw-xyz2",
    );
    expect(url).toContain(
      "&name=%D8%AA%D8%B5%D9%85%D9%8A%D9%85%20%26%20Design%20%231&organizationName=",
    );
    expect(url).toContain("&issueYear=2025&issueMonth=12&");
    expect(new URL(url!).searchParams.get("name")).toBe("تصميم & Design #1");
  });

  it("offers no link for an issue date that is not a date", () => {
    expect(
      linkedInAddToProfileUrl(
        { courseName: "Steel", code: "abcd-efgh-jkmn", issuedAt: "soon" },
        "https://brightway.example/certificates/abcd-efgh-jkmn",
      ),
    ).toBeNull();
  });
});
