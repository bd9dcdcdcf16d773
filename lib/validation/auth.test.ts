import { describe, expect, it } from "vitest";
import { messages } from "@/lib/messages";
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
    ["firstName", { firstName: "Omar Ali" }, messages.signup.firstNameSpaces],
    ["lastName", { lastName: "El Sayed" }, messages.signup.lastNameSpaces],
    ["userName", { userName: "omar hassan" }, messages.signup.userNameSpaces],
    ["gender", { gender: "2" }, messages.signup.gender],
    ["gender", { gender: undefined }, messages.signup.gender],
    ["gender", { gender: null }, messages.signup.gender],
    ["email", { email: "omar@yahoo.com" }, messages.signup.emailDomain],
    ["email", { email: "omar@gmail.com.evil.example" }, messages.signup.emailDomain],
    ["confirmPassword", { confirmPassword: "structural2" }, messages.signup.passwordMismatch],
    ["password", { password: "short1", confirmPassword: "short1" }, messages.signup.passwordLength],
    [
      "password",
      { password: "nodigitsatall", confirmPassword: "nodigitsatall" },
      messages.signup.passwordDigit,
    ],
    ["phoneNumber", { phoneNumber: "" }, messages.signup.required],
    ["firstName", { firstName: "" }, messages.signup.required],
    ["email", { email: "" }, messages.signup.required],
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
      messages.signup.firstNameSpaces,
      messages.signup.lastNameSpaces,
      messages.signup.userNameSpaces,
      messages.signup.gender,
      messages.signup.emailDomain,
      messages.signup.passwordMismatch,
      messages.signup.passwordLength,
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
      messages.signup.emailDomain,
      messages.signup.passwordMismatch,
      messages.signup.passwordLength,
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
      firstName: messages.signup.required,
      lastName: messages.signup.required,
      userName: messages.signup.required,
      gender: messages.signup.gender,
      email: messages.signup.required,
      password: messages.signup.required,
      confirmPassword: messages.signup.required,
      phoneNumber: messages.signup.required,
    });
  });
});

describe("loginSchema", () => {
  it("requires e-mail and password", () => {
    const result = loginSchema.safeParse({ email: " ", password: "" });
    expect(result.error?.issues.map((issue) => [issue.path[0], issue.message])).toEqual([
      ["email", messages.signup.required],
      ["password", messages.signup.required],
    ]);
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
      messages.signup.required,
    );
    expect(forgotPasswordSchema.safeParse({}).error?.issues[0]?.message).toBe(
      messages.signup.required,
    );
  });

  it("requires the e-mail type", () => {
    expect(
      forgotPasswordSchema.safeParse({ email: "not-an-email" }).error?.issues[0]?.message,
    ).toBe(messages.auth.invalidEmail);
    expect(forgotPasswordSchema.parse({ email: " a@b.co " })).toEqual({ email: "a@b.co" });
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
      messages.auth.resetMismatch,
      messages.signup.passwordLength,
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
      message: messages.signup.passwordDigit,
    });
  });

  it("rejects a form without the link's e-mail and token", () => {
    const result = resetPasswordSchema.safeParse({
      password: "newpassword9",
      confirmPassword: "newpassword9",
    });
    expect(result.error?.issues[0]?.message).toBe(messages.auth.resetLinkMissing);
  });
});
