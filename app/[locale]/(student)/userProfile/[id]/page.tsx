import type { Metadata } from "next";
import { Link } from "@/components/ui/link";
import { notFound } from "next/navigation";
import { Suspense } from "react";
import { FlashNotice } from "@/components/forms/flash-toast";
import { InlineAlert } from "@/components/course/inline-alert";
import { LoadingSpinner } from "@/components/course/loading-spinner";
import { DeleteProfileButton } from "./_components/delete-profile-button";
import { EmailConfirmationNotice } from "./_components/email-confirmation-notice";
import { EnrolledCourses } from "@/components/student/enrolled-courses";
import { EnrolledProducts } from "@/components/student/enrolled-products";
import { MyOrders } from "@/components/student/my-orders";
import { PROFILE_UPDATED_PARAM, profileHref } from "@/components/student/profile-href";
import { ProfileTabs } from "@/components/student/profile-tabs";
import { buttonClassName } from "@/components/ui/button";
import { requireUser, withSessionToken } from "@/lib/auth/guards";
import { getCatalogue, getRequestLocale } from "@/lib/i18n/server";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { hasOrders } from "@/lib/upstream/orders";
import { getStudent, isDeletionPasswordChecked } from "@/lib/upstream/students";
import type { Student } from "@/lib/upstream/types";
import { profileTabParam } from "@/lib/validation/student";
import { parseSearchParams } from "@/lib/search-params";
import { cancelOrderAction } from "@/app/[locale]/render/[mode]/(public)/payment/actions";
import { Devices, type DevicesActions } from "@/components/student/devices";
import { hasSessions } from "@/lib/upstream/sessions";
import { hasLiveSessions } from "@/lib/upstream/live-sessions";
import { CalendarSubscription } from "@/components/student/calendar-subscription";
import {
  endAllStudentDevicesAction,
  endMyDeviceAction,
  endMyOtherDevicesAction,
  endStudentDeviceAction,
  revokeCalendarTokenAction,
} from "./actions";
import { logUpstreamFailure } from "@/lib/upstream-failure";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getCatalogue()).accountPages.profile.title, robots: { index: false } };
}

type Props = PageProps<"/[locale]/userProfile/[id]">;

function UserData({
  student,
  isOwner,
  isDeletionPasswordRequired,
  messages,
}: {
  student: Student;
  isOwner: boolean;
  isDeletionPasswordRequired: boolean;
  messages: Catalogue;
}) {
  const { fields, profile } = messages.accountPages;
  return (
    <div className="max-w-xl space-y-6">
      <dl className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
        {/* An address and a phone number read left to right on an Arabic page too. */}
        {[
          { label: profile.name, value: <bdi>{student.fullName}</bdi> },
          { label: fields.email, value: <bdi dir="ltr">{student.email}</bdi> },
          {
            label: fields.phone,
            value: student.phoneNumber ? <bdi dir="ltr">{student.phoneNumber}</bdi> : "—",
          },
        ].map(({ label, value }) => (
          <div key={label} className="grid grid-cols-[8rem_1fr] gap-4 px-5 py-3">
            <dt className="font-medium text-slate-600">{label}</dt>
            {/* min-w-0: a grid cell is at least as wide as its longest word unless told otherwise,
                so a long e-mail would widen the page at 390 px instead of wrapping. */}
            <dd className="min-w-0 break-words text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      {/* Only the extension sends `emailConfirmed`; a legacy upstream's absent value says nothing. */}
      {isOwner && student.emailConfirmed === false ? <EmailConfirmationNotice /> : null}
      {isOwner ? (
        <div className="flex flex-wrap gap-3">
          <Link href="/editProfile" className={buttonClassName("primary")}>
            {profile.editProfile}
          </Link>
          <DeleteProfileButton isPasswordRequired={isDeletionPasswordRequired} />
        </div>
      ) : null}
    </div>
  );
}

/**
 * Spec §2 "User profile": tabs User Data, Enrolled Courses and Enrolled Products (`?tab=`).
 *
 * Security boundary: a student may open only their own profile; any other id is not found (the
 * same answer as an unknown id, so ids cannot be probed). An admin may open any student's profile
 * (read-only here: Edit and Delete act on the session's own account). The upstream is asked with
 * the session's token only after that check.
 */
export default async function UserProfilePage({ params, searchParams }: Props) {
  const [{ id }, query] = await Promise.all([params, searchParams]);
  const messages = await getCatalogue();
  const locale = await getRequestLocale();
  const { tab } = parseSearchParams(query, { tab: profileTabParam });
  const session = await requireUser(profileHref(id));
  const isOwner = session.role === "Student" && session.userId === id;
  if (!isOwner && session.role !== "Admin") notFound();

  let student: Student | null;
  try {
    student = await withSessionToken(session, (token) => getStudent(id, token));
  } catch (error) {
    logUpstreamFailure(error, "profile: student read failed");
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <h1 className="text-3xl font-bold text-slate-900">{messages.accountPages.profile.title}</h1>
        <div className="mt-6">
          <InlineAlert message={messages.student.userDataFailed} />
        </div>
      </div>
    );
  }
  if (!student) notFound();

  const basePath = profileHref(student.id);
  // My Orders: the owner's own orders, only when the upstream has the orders extension.
  const showOrders = isOwner && (await hasOrders());
  // Calendar: the owner's own live-session subscription, only when the upstream has live sessions.
  const showCalendar = isOwner && (await hasLiveSessions());
  // Edit Profile's confirmation, shown once (FlashNotice): its data saved, or a new password.
  const updated = isOwner ? query[PROFILE_UPDATED_PARAM] : undefined;
  const updateNotice =
    updated === "1"
      ? messages.student.dataUpdated
      : updated === "password"
        ? messages.passwordChange.changed
        : null;
  // Delete Profile asks for the password where the upstream checks it (not on a legacy upstream).
  const isDeletionPasswordRequired = isOwner && (await isDeletionPasswordChecked());
  // Devices: the owner's own sign-ins, or (for an admin) the student's; only when the upstream
  // has server-side sessions (on a legacy upstream a session is the cookie alone).
  const deviceActions: DevicesActions | null = !(await hasSessions())
    ? null
    : isOwner
      ? { kind: "own", endOne: endMyDeviceAction, endOthers: endMyOtherDevicesAction }
      : { kind: "admin", endOne: endStudentDeviceAction, endAll: endAllStudentDevicesAction };
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:py-14">
      <h1 className="text-3xl font-bold tracking-tight break-words text-slate-900">
        {student.fullName ? <bdi>{student.fullName}</bdi> : messages.accountPages.profile.title}
      </h1>
      {updateNotice ? <FlashNotice message={updateNotice} param={PROFILE_UPDATED_PARAM} /> : null}
      <div className="mt-8">
        <ProfileTabs
          initialTab={tab}
          basePath={basePath}
          userData={
            <UserData
              student={student}
              isOwner={isOwner}
              isDeletionPasswordRequired={isDeletionPasswordRequired}
              messages={messages}
            />
          }
          courses={
            <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
              <EnrolledCourses session={session} studentId={student.id} headingLevel="h2" />
            </Suspense>
          }
          products={
            <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
              <EnrolledProducts session={session} studentId={student.id} headingLevel="h2" />
            </Suspense>
          }
          orders={
            showOrders ? (
              <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
                <MyOrders
                  session={session}
                  headingLevel="h2"
                  cancelAction={cancelOrderAction}
                  locale={locale}
                />
              </Suspense>
            ) : undefined
          }
          devices={
            deviceActions ? (
              <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
                <Devices
                  session={session}
                  studentId={student.id}
                  headingLevel="h2"
                  actions={deviceActions}
                />
              </Suspense>
            ) : undefined
          }
          calendar={
            showCalendar ? (
              <Suspense fallback={<LoadingSpinner label={messages.course.loading} />}>
                <CalendarSubscription
                  session={session}
                  headingLevel="h2"
                  revoke={revokeCalendarTokenAction}
                />
              </Suspense>
            ) : undefined
          }
        />
      </div>
    </div>
  );
}
