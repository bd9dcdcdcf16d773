import { describe, expect, it } from "vitest";
import {
  forgotPasswordSchema,
  loginSchema,
  resetPasswordSchema,
  signupSchema,
  type SignupFormValues,
} from "@/lib/validation/auth";

const valid: SignupFormValues = {
  firstName: "Omar",
  lastName: "Hassan",
  userName: "omar.hassan",
  gender: "0",
  email: "omar@gmail.com",
  password: "structural1",
  confirmPassword: "structural1",
  phoneNumber: "01012345678",
};

function messagesOf(result: ReturnType<typeof signupSchema.safeParse>): string[] {
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe("signupSchema", () => {
  it("accepts a valid signup and reshapes gender to a number", () => {
    const result = signupSchema.safeParse({ ...valid, gender: "1", email: " omar@Gmail.com " });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({
      firstName: "Omar",
      lastName: "Hassan",
      userName: "omar.hassan",
      gender: 1,
      email: "omar@Gmail.com",
      password: "structural1",
      phoneNumber: "01012345678",
    });
  });

  it.each([
    ["firstName", { firstName: "Omar Ali" }, "firstName Cant Contain Spaces"],
    ["lastName", { lastName: "El Sayed" }, "lastName Cant Contain Spaces"],
    ["userName", { userName: "omar hassan" }, "UserName Cant Contain Spaces"],
    ["gender", { gender: "2" }, "Choose Valid Gender"],
    ["gender", { gender: undefined }, "Choose Valid Gender"],
    ["gender", { gender: null }, "Choose Valid Gender"],
    ["email", { email: "omar@yahoo.com" }, "Email Must Be Gmail"],
    ["email", { email: "omar@gmail.com.evil.example" }, "Email Must Be Gmail"],
    ["email", { email: "a@b.com?bcc=attacker%40evil.example" }, "Email Must Be Gmail"],
    ["email", { email: "a?bcc=attacker@gmail.com" }, "Please enter a valid e-mail address"],
    ["email", { email: "omar hassan@gmail.com" }, "Please enter a valid e-mail address"],
    ["email", { email: '"omar"@gmail.com' }, "Please enter a valid e-mail address"],
    [
      "confirmPassword",
      { confirmPassword: "structural2" },
      "password doesnt match confirm password",
    ],
    [
      "password",
      { password: "short1", confirmPassword: "short1" },
      "password must be 10 characters or more",
    ],
    [
      "password",
      { password: "nodigitsatall", confirmPassword: "nodigitsatall" },
      "password must contain at least one digit",
    ],
    ["phoneNumber", { phoneNumber: "" }, "This field is required"],
    ["firstName", { firstName: "" }, "This field is required"],
    ["email", { email: "" }, "This field is required"],
  ])("reports %s with its spec message", (field, change, message) => {
    const result = signupSchema.safeParse({ ...valid, ...change });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({ path: [field], message });
  });

  it("reports the seven spec rules in the spec's order", () => {
    const result = signupSchema.safeParse({
      firstName: "a b",
      lastName: "c d",
      userName: "e f",
      gender: "7",
      email: "x@hotmail.com",
      password: "short",
      confirmPassword: "other",
      phoneNumber: "1",
    });
    expect(messagesOf(result)).toEqual([
      "firstName Cant Contain Spaces",
      "lastName Cant Contain Spaces",
      "UserName Cant Contain Spaces",
      "Choose Valid Gender",
      "Email Must Be Gmail",
      "password doesnt match confirm password",
      "password must be 10 characters or more",
    ]);
  });

  it("reports a later rule first when the earlier ones pass", () => {
    const result = signupSchema.safeParse({
      ...valid,
      email: "a@outlook.com",
      password: "x",
      confirmPassword: "y",
    });
    expect(messagesOf(result)).toEqual([
      "Email Must Be Gmail",
      "password doesnt match confirm password",
      "password must be 10 characters or more",
    ]);
  });

  it.each([
    ["absent", {}],
    [
      "null (react-hook-form's empty radio group)",
      {
        firstName: null,
        lastName: null,
        userName: null,
        gender: null,
        email: null,
        password: null,
        confirmPassword: null,
        phoneNumber: null,
      },
    ],
  ])("reports every %s field as required", (_name, input) => {
    const result = signupSchema.safeParse(input);
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(
      result.error!.issues.map((issue) => [issue.path[0], issue.message]),
    );
    expect(byField).toEqual({
      firstName: "This field is required",
      lastName: "This field is required",
      userName: "This field is required",
      gender: "Choose Valid Gender",
      email: "This field is required",
      password: "This field is required",
      confirmPassword: "This field is required",
      phoneNumber: "This field is required",
    });
  });
});

describe("loginSchema", () => {
  it("requires e-mail and password", () => {
    const result = loginSchema.safeParse({ email: " ", password: "" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["email", "This field is required"],
      ["password", "This field is required"],
    ]);
  });

  it("lets an account stored before the strict e-mail rule log in (its address only names it)", () => {
    expect(loginSchema.parse({ email: "o'brien@example.com", password: "p" }).email).toBe(
      "o'brien@example.com",
    );
  });

  it("trims the e-mail and keeps next", () => {
    expect(loginSchema.parse({ email: " a@b.co ", password: "p", next: "/x" })).toEqual({
      email: "a@b.co",
      password: "p",
      next: "/x",
    });
  });
});

describe("forgotPasswordSchema", () => {
  it("requires an e-mail", () => {
    expect(forgotPasswordSchema.safeParse({ email: "" }).error?.issues[0]?.message).toBe(
      "This field is required",
    );
    expect(forgotPasswordSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "This field is required",
    );
  });

  it("requires the e-mail type", () => {
    expect(
      forgotPasswordSchema.safeParse({ email: "not-an-email" }).error?.issues[0]?.message,
    ).toBe("Please enter a valid e-mail address");
    expect(forgotPasswordSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
  });

  it("refuses an address with a query, an ampersand or a quote", () => {
    for (const email of ["a@b.com?bcc=attacker%40evil.example", "a&b@c.com", '"a"@b.com'])
      expect(forgotPasswordSchema.safeParse({ email }).error?.issues[0]?.message).toBe(
        "Please enter a valid e-mail address",
      );
  });
});

describe("resetPasswordSchema", () => {
  const link = { email: "a@gmail.com", token: "Q2ZESjhB" };

  it("passes email and token through unchanged and renames the password", () => {
    expect(
      resetPasswordSchema.parse({
        ...link,
        password: "newpassword9",
        confirmPassword: "newpassword9",
      }),
    ).toEqual({
      email: "a@gmail.com",
      token: "Q2ZESjhB",
      newPassword: "newpassword9",
    });
  });

  it("detects a mismatch (the original never did) before the length rule", () => {
    const result = resetPasswordSchema.safeParse({
      ...link,
      password: "short",
      confirmPassword: "other",
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      "Password And Confirm Password Doesnot Match",
      "password must be 10 characters or more",
    ]);
  });

  it("applies the signup password rules", () => {
    const noDigit = resetPasswordSchema.safeParse({
      ...link,
      password: "longenoughpw",
      confirmPassword: "longenoughpw",
    });
    expect(noDigit.error?.issues[0]).toMatchObject({
      path: ["password"],
      message: "password must contain at least one digit",
    });
  });

  it("rejects a form without the link's e-mail and token", () => {
    const result = resetPasswordSchema.safeParse({
      password: "newpassword9",
      confirmPassword: "newpassword9",
    });
    expect(result.error?.issues[0]?.message).toBe(
      "Please open this page from the password reset link we sent to your mailbox.",
    );
  });
});
