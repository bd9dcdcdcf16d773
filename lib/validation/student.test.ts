import { describe, expect, it } from "vitest";
import { fieldErrorsOf } from "@/test/validation-support";
import {
  assignCourseSchema,
  assignProductSchema,
  changePasswordSchema,
  editProfileSchema,
  profileTabParam,
  positiveIntIdSchema,
  userIdSchema,
} from "@/lib/validation/student";
import { parseSearchParams } from "@/lib/search-params";

/** `?tab=` read as the profile page reads it. */
const parseProfileTab = (tab: string | string[] | undefined) =>
  parseSearchParams({ tab }, { tab: profileTabParam }).tab;

const valid = {
  firstName: "Mariam",
  lastName: "Hassan",
  email: " mariam@example.com ",
  phoneNumber: " 01012345678 ",
};
const guid = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const otherGuid = "9A0C0305-E82C-4F89-41D3-3F2504E04F89";

const fieldErrors = (input: unknown) => fieldErrorsOf(editProfileSchema, input);

describe("editProfileSchema", () => {
  it("accepts the four fields and trims e-mail and phone; the current password is optional and kept as typed", () => {
    expect(editProfileSchema.parse(valid)).toEqual({
      firstName: "Mariam",
      lastName: "Hassan",
      email: "mariam@example.com",
      phoneNumber: "01012345678",
      currentPassword: "",
    });
    expect(
      editProfileSchema.parse({ ...valid, currentPassword: " Secret 12345 " }).currentPassword,
    ).toBe(" Secret 12345 ");
  });

  it("takes a certificate name in any script with spaces (2–80 characters), null when blank or the first and last name", () => {
    expect(editProfileSchema.parse(valid).certificateName).toBeUndefined();
    expect(
      editProfileSchema.parse({ ...valid, certificateName: "  عبد   الرحمن Hassan " })
        .certificateName,
    ).toBe("عبد الرحمن Hassan");
    expect(
      editProfileSchema.parse({ ...valid, certificateName: "Mariam Hassan" }).certificateName,
    ).toBeNull();
    expect(
      editProfileSchema.parse({ ...valid, certificateName: "   " }).certificateName,
    ).toBeNull();
    expect(fieldErrors({ ...valid, certificateName: "M" })).toEqual({
      certificateName: ["Please use 2 to 80 characters"],
    });
    expect(fieldErrors({ ...valid, certificateName: "ب".repeat(81) })).toEqual({
      certificateName: ["Please use 2 to 80 characters"],
    });
    expect(fieldErrors({ ...valid, certificateName: "Mariam <3" })).toEqual({
      certificateName: [
        "Please use only letters (any language), spaces, hyphens, apostrophes and full stops",
      ],
    });
  });

  it("requires every field", () => {
    expect(fieldErrors({})).toEqual({
      firstName: ["This field is required"],
      lastName: ["This field is required"],
      email: ["This field is required"],
      phoneNumber: ["This field is required"],
    });
  });

  it("applies the signup name rules (no spaces) with the spec's texts", () => {
    expect(fieldErrors({ ...valid, firstName: "Mar iam", lastName: "Has san" })).toEqual({
      firstName: ["firstName Cant Contain Spaces"],
      lastName: ["lastName Cant Contain Spaces"],
    });
    expect(fieldErrors({ ...valid, firstName: "x".repeat(101) })).toEqual({
      firstName: ["Please use at most 100 characters"],
    });
  });

  it("refuses an e-mail with a query, an ampersand, a space or quotes (the strict rule)", () => {
    for (const email of [
      "a@b.com?bcc=attacker%40evil.example",
      "a&b@c.com",
      "a b@c.com",
      '"a"@b.com',
    ])
      expect(fieldErrors({ ...valid, email }).email).toEqual([
        "Please enter a valid e-mail address",
      ]);
  });

  it("rejects a malformed e-mail or phone", () => {
    expect(fieldErrors({ ...valid, email: "mariam@", phoneNumber: "call me" })).toEqual({
      email: ["Please enter a valid e-mail address"],
      phoneNumber: ["Please enter a valid phone number"],
    });
    expect(
      editProfileSchema.safeParse({ ...valid, phoneNumber: "+20 (10) 1234-5678" }).success,
    ).toBe(true);
  });
});

describe("ids", () => {
  it("user ids allow letters, digits and dashes only (nothing that can build SQL or paths)", () => {
    const schema = userIdSchema("bad");
    expect(schema.safeParse("a1b2-C3").success).toBe(true);
    for (const forged of ["", "x'; DROP TABLE", "../admin", "a b", "a".repeat(65), 42, null]) {
      expect(schema.safeParse(forged).success, String(forged)).toBe(false);
    }
  });

  it("product ids are positive integers, from numbers or plain digit strings", () => {
    const schema = positiveIntIdSchema("bad");
    expect(schema.parse("12")).toBe(12);
    expect(schema.parse(7)).toBe(7);
    for (const forged of ["0", "-1", "1e3", "0x10", " 3", "1.5", 1.5, 0, "", "9".repeat(16)]) {
      expect(schema.safeParse(forged).success, String(forged)).toBe(false);
    }
  });

  it("assignCourseSchema answers a forged id with the assignment failure text", () => {
    expect(
      assignCourseSchema.parse({ studentId: "s-1", courseId: guid, packageId: otherGuid }),
    ).toEqual({
      studentId: "s-1",
      courseId: guid,
      packageId: otherGuid,
    });
    const result = assignCourseSchema.safeParse({
      studentId: "s-1",
      courseId: guid,
      packageId: "1 OR 1=1",
    });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Student Already Assigned To This Course",
    ]);
  });

  it("assignProductSchema coerces the form's product id and refuses a bad student id", () => {
    expect(assignProductSchema.parse({ studentId: "abc", productId: "3" })).toEqual({
      studentId: "abc",
      productId: 3,
    });
    const result = assignProductSchema.safeParse({ studentId: "a/b", productId: "3" });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Failed to Assign Product To Student",
    ]);
  });
});

describe("profileTabParam", () => {
  it("reads a known tab and falls back to User Data", () => {
    expect(parseProfileTab("courses")).toBe("courses");
    expect(parseProfileTab("calendar")).toBe("calendar");
    expect(parseProfileTab(["products", "data"])).toBe("products");
    expect(parseProfileTab(undefined)).toBe("data");
    expect(parseProfileTab("admin")).toBe("data");
  });
});

describe("changePasswordSchema", () => {
  const issuesOf = (values: Record<string, string>) => {
    const parsed = changePasswordSchema.safeParse(values);
    return parsed.success
      ? []
      : parsed.error.issues.map((issue) => [issue.path.join("."), issue.message]);
  };

  it("asks for the current password, then the new one by the signup rules in the spec's order", () => {
    expect(issuesOf({})).toEqual([
      ["currentPassword", "Please enter your old password"],
      ["password", "This field is required"],
      ["confirmPassword", "This field is required"],
    ]);
    expect(
      issuesOf({ currentPassword: "x", password: "short1", confirmPassword: "short2" }),
    ).toEqual([
      ["confirmPassword", "password doesnt match confirm password"],
      ["password", "password must be 10 characters or more"],
    ]);
    expect(
      issuesOf({ currentPassword: "x", password: "longenough", confirmPassword: "longenough" }),
    ).toEqual([["password", "password must contain at least one digit"]]);
  });

  it("gives the current and the new password as typed, spaces kept", () => {
    expect(
      changePasswordSchema.parse({
        currentPassword: " Old password 1 ",
        password: " New password 2 ",
        confirmPassword: " New password 2 ",
      }),
    ).toEqual({ currentPassword: " Old password 1 ", newPassword: " New password 2 " });
  });
});
