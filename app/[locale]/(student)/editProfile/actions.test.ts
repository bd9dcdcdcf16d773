import { beforeEach, describe, expect, it, vi } from "vitest";
import { adminSession, redirectTarget, studentSession } from "@/test/action-support";
import { UpstreamError } from "@/lib/upstream/client";
import * as students from "@/lib/upstream/students";
import { fakesOf, state } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";
import { formDataOf } from "@/test/form-data";

vi.mock("@/lib/upstream/students");
const upstream = fakesOf(students);
const emailChange = vi.hoisted(() => ({
  isEmailChangeSupported: vi.fn(),
  requestEmailChange: vi.fn(),
}));

vi.mock("@/lib/upstream/email-change", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/email-change")>()),
  ...emailChange,
}));
const passwords = vi.hoisted(() => ({
  isPasswordChangeSupported: vi.fn(),
  changePassword: vi.fn(),
}));
vi.mock("@/lib/upstream/passwords", async (importOriginal) => ({
  ...(await importOriginal<typeof import("@/lib/upstream/passwords")>()),
  ...passwords,
}));

const { changePasswordAction, editProfileAction } = await import("./actions");

const stored = {
  id: "student-a",
  firstName: "Old",
  lastName: "Name",
  fullName: "Old Name",
  userName: "mariam",
  email: "mariam@gmail.com",
  phoneNumber: "0100",
  gender: 1,
};

const fields = {
  firstName: "Mariam",
  lastName: "Hassan",
  email: "mariam@gmail.com",
  phoneNumber: "01012345678",
};

/** The profile sent to the upstream for `fields`: the stored gender kept. */
const sentProfile = { ...fields, gender: 1 };

/** The form with a new e-mail and the right current password. */
const newEmailWithPassword = { ...fields, email: "new@gmail.com", currentPassword: "Secret12345" };

function problem(status: number, errors: Record<string, string[]>) {
  return new UpstreamError({
    status,
    endpoint: "POST /api/Students/student-a/EmailChange",
    message: "refused",
    body: JSON.stringify({ status, detail: "refused", errors }),
  });
}

beforeEach(() => {
  state.session = studentSession;
  upstream.getStudent.mockResolvedValue(stored);
  emailChange.isEmailChangeSupported.mockResolvedValue(true);
  emailChange.requestEmailChange.mockResolvedValue({ newEmail: "x", expiresAt: "y" });
  passwords.isPasswordChangeSupported.mockResolvedValue(true);
  passwords.changePassword.mockResolvedValue(undefined);
});

describe("editProfileAction", () => {
  it("updates the session's own record, never an id from the form, keeps the stored gender, and goes back to the profile", async () => {
    const target = await redirectTarget(
      editProfileAction(null, formDataOf({ ...fields, studentId: "student-b", gender: "0" })),
    );
    expect(target).toBe("/userProfile/student-a?updated=1");
    expect(upstream.getStudent).toHaveBeenCalledWith("student-a", "student-token");
    expect(upstream.updateStudent).toHaveBeenCalledWith("student-a", sentProfile, "student-token");
    expect(emailChange.requestEmailChange).not.toHaveBeenCalled();
  });

  it("sends the certificate name only to an upstream that keeps one; the first and last name read as none", async () => {
    await redirectTarget(
      editProfileAction(null, formDataOf({ ...fields, certificateName: "عبد الرحمن Hassan" })),
    );
    // A legacy upstream (no certificateName in its student read) is not sent one.
    expect(upstream.updateStudent).toHaveBeenLastCalledWith(
      "student-a",
      sentProfile,
      "student-token",
    );
    upstream.getStudent.mockResolvedValue({ ...stored, certificateName: null });
    await redirectTarget(
      editProfileAction(null, formDataOf({ ...fields, certificateName: "عبد الرحمن Hassan" })),
    );
    expect(upstream.updateStudent).toHaveBeenLastCalledWith(
      "student-a",
      { ...sentProfile, certificateName: "عبد الرحمن Hassan" },
      "student-token",
    );
    await redirectTarget(
      editProfileAction(null, formDataOf({ ...fields, certificateName: "Mariam Hassan" })),
    );
    expect(upstream.updateStudent).toHaveBeenLastCalledWith(
      "student-a",
      { ...sentProfile, certificateName: null },
      "student-token",
    );
  });

  it("returns field errors without calling the upstream", async () => {
    const result = await editProfileAction(null, formDataOf({ ...fields, firstName: "Mar iam" }));
    expect(result).toEqual({
      ok: false,
      message: "firstName Cant Contain Spaces",
      fieldErrors: { firstName: ["firstName Cant Contain Spaces"] },
    });
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });

  it("says 'Failed To Edit Data' when the upstream fails", async () => {
    upstream.updateStudent.mockRejectedValue(upstreamRefusal(404, "nope", "PUT /api/Students/x"));
    expect(await editProfileAction(fields)).toEqual({ ok: false, message: "Failed To Edit Data" });
  });

  it("refuses a new e-mail without the current password, and changes nothing", async () => {
    const result = await editProfileAction({ ...fields, email: "new@gmail.com" });
    expect(result).toEqual({
      ok: false,
      message: "Please enter your current password to change your e-mail",
      fieldErrors: {
        currentPassword: ["Please enter your current password to change your e-mail"],
      },
    });
    expect(emailChange.requestEmailChange).not.toHaveBeenCalled();
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });

  it("with the password, asks the upstream for the change, saves the rest with the stored e-mail, and says where the link went", async () => {
    const result = await editProfileAction(newEmailWithPassword);
    expect(result).toEqual({
      ok: true,
      message:
        "We sent a confirmation link to new@gmail.com. Your login e-mail changes when you open it.",
    });
    expect(emailChange.requestEmailChange).toHaveBeenCalledWith(
      "student-a",
      { newEmail: "new@gmail.com", currentPassword: "Secret12345" },
      "student-token",
      expect.any(Object),
    );
    expect(upstream.updateStudent).toHaveBeenCalledWith("student-a", sentProfile, "student-token");
  });

  it("a change of case only is no change: no password asked", async () => {
    await redirectTarget(editProfileAction({ ...fields, email: "MARIAM@gmail.com" }));
    expect(emailChange.requestEmailChange).not.toHaveBeenCalled();
  });

  it("maps the upstream's refusals: wrong password, taken address, malformed address", async () => {
    const attempt = { ...fields, email: "new@gmail.com", currentPassword: "Wrong12345" };
    emailChange.requestEmailChange.mockRejectedValueOnce(
      problem(400, { currentPassword: ["The current password is wrong."] }),
    );
    expect(await editProfileAction(attempt)).toEqual({
      ok: false,
      message: "The current password is wrong",
      fieldErrors: { currentPassword: ["The current password is wrong"] },
    });
    emailChange.requestEmailChange.mockRejectedValueOnce(problem(409, { newEmail: ["taken"] }));
    expect(await editProfileAction(attempt)).toEqual({
      ok: false,
      message: "Email already exists",
      fieldErrors: { email: ["Email already exists"] },
    });
    emailChange.requestEmailChange.mockRejectedValueOnce(
      problem(400, { newEmail: ["Email 'x' is invalid."] }),
    );
    expect(await editProfileAction(attempt)).toMatchObject({
      ok: false,
      message: "Please enter a valid e-mail address",
    });
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });

  it("on a legacy upstream (no extension) refuses a new e-mail: nothing there checks the password", async () => {
    emailChange.isEmailChangeSupported.mockResolvedValue(false);
    const result = await editProfileAction(newEmailWithPassword);
    expect(result).toEqual({
      ok: false,
      message: "Your login e-mail cannot be changed on this site.",
      fieldErrors: { email: ["Your login e-mail cannot be changed on this site."] },
    });
    expect(emailChange.requestEmailChange).not.toHaveBeenCalled();
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });
});

describe("editProfileAction: the language of the student's e-mails", () => {
  it("saves English or Arabic through the upstream that keeps it", async () => {
    upstream.isLanguageSupported.mockResolvedValue(true);
    const target = await redirectTarget(
      editProfileAction(null, formDataOf({ ...fields, language: "ar" })),
    );
    expect(target).toBe("/userProfile/student-a?updated=1");
    expect(upstream.updateStudent).toHaveBeenCalledWith(
      "student-a",
      { ...sentProfile, language: "ar" },
      "student-token",
    );
  });

  it("refuses anything but en or ar, whatever the browser sent, and saves nothing", async () => {
    upstream.isLanguageSupported.mockResolvedValue(true);
    for (const language of ["fr", "AR", "ar-EG", ""]) {
      const result = await editProfileAction(null, formDataOf({ ...fields, language }));
      expect(result).toEqual({
        ok: false,
        message: "Please choose English or Arabic",
        fieldErrors: { language: ["Please choose English or Arabic"] },
      });
    }
    expect(upstream.updateStudent).not.toHaveBeenCalled();
  });

  it("sends no language to a legacy upstream (no probe answer)", async () => {
    upstream.isLanguageSupported.mockResolvedValue(false);
    await redirectTarget(editProfileAction(null, formDataOf({ ...fields, language: "ar" })));
    expect(upstream.updateStudent).toHaveBeenCalledWith("student-a", sentProfile, "student-token");
  });
});

describe("changePasswordAction", () => {
  const change = {
    currentPassword: "Secret12345",
    password: "NewSecret678",
    confirmPassword: "NewSecret678",
  };

  /** An upstream 400 of the change naming `field`. */
  const refusedOn = (field: string) =>
    new UpstreamError({
      status: 400,
      endpoint: "POST /api/Students/{studentId}/Password",
      message: "refused",
      body: JSON.stringify({ status: 400, detail: "refused", errors: { [field]: ["refused"] } }),
    });

  it("changes the session's own password, never an id from the form, and goes to the profile that says so", async () => {
    const target = await redirectTarget(
      changePasswordAction(null, formDataOf({ ...change, studentId: "student-b" })),
    );
    expect(target).toBe("/userProfile/student-a?updated=password");
    expect(passwords.changePassword).toHaveBeenCalledWith(
      "student-a",
      { currentPassword: "Secret12345", newPassword: "NewSecret678" },
      "student-token",
      expect.any(Object),
    );
  });

  it("checks the form first: the current password, then the new one by the signup rules", async () => {
    expect(await changePasswordAction({ ...change, currentPassword: "" })).toMatchObject({
      ok: false,
      fieldErrors: { currentPassword: ["Please enter your old password"] },
    });
    expect(await changePasswordAction({ ...change, confirmPassword: "Other12345" })).toMatchObject({
      ok: false,
      fieldErrors: { confirmPassword: ["password doesnt match confirm password"] },
    });
    expect(passwords.changePassword).not.toHaveBeenCalled();
  });

  it("says which field the upstream refused: the current password, or the new one", async () => {
    passwords.changePassword.mockRejectedValueOnce(refusedOn("currentPassword"));
    expect(await changePasswordAction(change)).toEqual({
      ok: false,
      message: "The old password is wrong",
      fieldErrors: { currentPassword: ["The old password is wrong"] },
    });
    passwords.changePassword.mockRejectedValueOnce(refusedOn("newPassword"));
    expect(await changePasswordAction(change)).toEqual({
      ok: false,
      message: "password must be 10 characters or more",
      fieldErrors: { password: ["password must be 10 characters or more"] },
    });
    passwords.changePassword.mockRejectedValueOnce(
      upstreamRefusal(409, "changed meanwhile", "POST /api/Students/{studentId}/Password"),
    );
    expect(await changePasswordAction(change)).toEqual({
      ok: false,
      message: "Failed to change the password",
    });
  });

  it("sends nothing to an upstream without the extension, and refuses an admin", async () => {
    passwords.isPasswordChangeSupported.mockResolvedValue(false);
    expect(await changePasswordAction(change)).toEqual({
      ok: false,
      message: "Failed to change the password",
    });
    passwords.isPasswordChangeSupported.mockResolvedValue(true);
    state.session = adminSession;
    expect(await changePasswordAction(change)).toMatchObject({ ok: false });
    expect(passwords.changePassword).not.toHaveBeenCalled();
  });
});
