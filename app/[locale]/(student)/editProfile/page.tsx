import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { InlineAlert } from "@/components/course/inline-alert";
import { ChangePasswordForm } from "./_components/change-password-form";
import { EditProfileForm } from "./_components/edit-profile-form";
import { profileHref } from "@/components/student/profile-href";
import { requireStudent, withSessionToken } from "@/lib/auth/guards";
import { getCatalogue } from "@/lib/i18n/server";
import { isEmailChangeSupported } from "@/lib/upstream/email-change";
import { isPasswordChangeSupported } from "@/lib/upstream/passwords";
import { getStudent, isLanguageSupported } from "@/lib/upstream/students";
import type { Student } from "@/lib/upstream/types";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getCatalogue()).accountPages.editProfile.title, robots: { index: false } };
}

/**
 * Spec §2 "Edit profile": the logged-in student's first name, second name, e-mail and phone,
 * and the name on certificates and the language of e-mails when the upstream keeps them, prefilled; Save Changes, then back to the profile. A new e-mail needs the current password and
 * counts once the link sent to it is opened; a legacy upstream shows it read-only. Below it,
 * Change Password (current, new, confirmation) where the upstream has the extension. Students only (an admin has no student
 * record to edit); the record is always the session's own.
 */
export default async function EditProfilePage() {
  const session = await requireStudent("/editProfile");
  const messages = await getCatalogue();
  const heading = messages.accountPages.editProfile.heading;
  let student: Student | null;
  try {
    student = await withSessionToken(
      session,
      (token) => getStudent(session.userId, token),
      "/editProfile",
    );
  } catch (error) {
    logUpstreamFailure(error, "edit profile: student read failed");
    return (
      <div className="mx-auto max-w-2xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{heading}</h1>
        <div className="mt-6">
          <InlineAlert message={messages.student.userDataFailed} />
        </div>
      </div>
    );
  }
  if (!student) notFound();
  return (
    <div className="mx-auto max-w-2xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900">{heading}</h1>
      <div className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
        <EditProfileForm
          backHref={profileHref(student.id)}
          canChangeEmail={await isEmailChangeSupported()}
          defaultValues={{
            firstName: student.firstName,
            lastName: student.lastName,
            email: student.email,
            phoneNumber: student.phoneNumber ?? "",
            // Blank (the upstream stores null): the first and last name, whatever they become.
            ...(student.certificateName === undefined
              ? {}
              : { certificateName: student.certificateName ?? "" }),
            // The language of the e-mails, where the upstream keeps one.
            ...((await isLanguageSupported()) ? { language: student.language ?? "en" } : {}),
          }}
        />
      </div>
      {(await isPasswordChangeSupported()) ? (
        <section
          aria-labelledby="change-password-title"
          className="mt-8 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
        >
          <h2 id="change-password-title" className="text-xl font-semibold text-slate-900">
            {messages.passwordChange.heading}
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-700">{messages.passwordChange.intro}</p>
          <ChangePasswordForm email={student.email} />
        </section>
      ) : null}
    </div>
  );
}
