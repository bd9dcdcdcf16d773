/**
 * Texts of the account pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.accountPages`.
 */
export const accountPages = {
  /**
   * The shared interface parts' own words (dialogs' Cancel, the upload bar, the reorderable
   * list's announcements). Client components read them with `useUiTexts()`
   * (`components/ui/ui-texts.ts`), which imports this file and its Arabic twin only.
   */
  ui: {
    cancel: "Cancel",
    close: "Close",
    /** The video field's line under a link it can play: "Preview: YouTube video {src}". */
    videoPreview: (provider: string, src: string) => `Preview: ${provider} video ${src}`,
    /** The toasts' region, as screen readers name it. */
    notifications: "Notifications",
    uploading: "Uploading",
    uploadingPercent: (label: string, percent: number) => `${label}: ${percent}%`,
    uploaded: "Uploaded, checking and saving…",
    uploadNetworkFailed: "The upload failed: check your connection and try again.",
    uploadCancelled: "Upload cancelled",
    /** The reorderable list (components/ui/sortable-list.tsx), read aloud by screen readers. */
    sort: {
      instructions:
        "To pick up an item, press Space or Enter. Use the up and down arrow keys to move it, Space or Enter to drop it in its new place, or Escape to cancel.",
      item: "Item",
      move: (label: string) => `Move ${label}`,
      pickedUp: (label: string, position: number, total: number) =>
        `Picked up ${label}. It is in position ${position} of ${total}.`,
      movedTo: (label: string, position: number, total: number) =>
        `${label} was moved into position ${position} of ${total}.`,
      notOver: (label: string) => `${label} is no longer over the list.`,
      droppedAt: (label: string, position: number, total: number) =>
        `${label} was dropped at position ${position} of ${total}.`,
      droppedOutside: (label: string) =>
        `${label} was dropped outside the list; the order did not change.`,
      cancelled: (label: string, position: number, total: number) =>
        `Moving was cancelled. ${label} is back in position ${position} of ${total}.`,
    },
  },
  /** Fields shared by the sign-in, signup, reset and profile forms. */
  fields: {
    email: "E-mail",
    password: "Password",
    newPassword: "New password",
    confirmPassword: "Confirm password",
    passwordHint: "At least 10 characters, including a digit.",
    firstName: "First name",
    lastName: "Last name",
    userName: "User name",
    gender: "Gender",
    male: "Male",
    female: "Female",
    phone: "Phone",
  },
  login: {
    title: "Login",
    description: "Log in to BrightWay Engineering to reach your courses, products and profile.",
    heading: "Login",
    submit: "Login",
    submitting: "Logging in…",
    newUser: "New User",
  },
  forgotPassword: {
    trigger: "Forget Password",
    heading: "Reset Password",
    intro: "We will e-mail you a link to choose a new password.",
    submit: "Submit",
    close: "Close",
  },
  signup: {
    title: "Sign Up",
    description:
      "Create a BrightWay Engineering student account to enrol in structural and civil engineering courses.",
    heading: "Sign Up",
    submit: "Sign Up",
    submitting: "Signing up…",
    haveAccount: "Already have an account?",
    login: "Login",
  },
  resetPassword: {
    title: "Reset Password",
    description: "Choose a new password for your BrightWay Engineering account.",
    heading: "Reset Password",
    submit: "Reset Password",
    submitting: "Saving…",
    backToLogin: "Back to Login",
  },
  confirmEmail: {
    title: "Confirm E-mail",
    changeHeading: "Confirm New E-mail",
    confirmChange: "Confirm New E-mail",
    confirming: "Confirming…",
    goToLogin: "Go to Login",
    editProfile: "Edit Profile",
  },
  profile: {
    title: "Profile",
    name: "Name",
    editProfile: "Edit Profile",
    tabsLabel: "Profile",
    tabs: {
      data: "User Data",
      courses: "Enrolled Courses",
      products: "Enrolled Products",
      orders: "My Orders",
      devices: "Devices",
      calendar: "Calendar",
    },
    deleteProfile: "Delete Profile",
    deleteTitle: "Delete your profile?",
    deleteDescription:
      "Your account, your course enrolments and your products will be deleted. This cannot be undone.",
    deleteConfirm: "Delete",
    yourPassword: "Your password",
    yourPasswordHint: "To confirm that it is you.",
  },
  editProfile: {
    title: "Edit Profile",
    heading: "Edit Profile",
    secondName: "Second name",
    currentPassword: "Current password",
    certificateName: "Name on certificate",
    save: "Save Changes",
    saving: "Saving…",
    cancel: "Cancel",
  },
  enrolled: {
    coursesTitle: "Enrolled Courses",
    productsTitle: "Enrolled Products",
    coverOf: (title: string) => `Cover of ${title}`,
    download: "Download",
    courseFallback: "Course",
    duration: "Duration : ",
    months: (count: number) => `${count} Months`,
    startDate: "Start Date : ",
    accessEnded: "Access ended on ",
    accessUntil: "Access until ",
    progressIn: (name: string) => `Progress in ${name}`,
    videosDone: (done: number, total: number) => `${done} of ${total} videos done`,
    liveKicker: "Live online course",
    nextSession: "Next session : ",
    /** The next live session: its title and its time, with Cairo's zone named. */
    nextSessionAt: (title: string, time: string) => `${title}, ${time} Cairo time (Africa/Cairo)`,
    noMoreSessions: "No more sessions",
    attended: (attended: number, total: number) => `Attended ${attended} of ${total} live sessions`,
  },
  myOrders: {
    ordered: "ordered",
    reason: (reason: string) => `Reason: ${reason}`,
    uploadProof: "Upload proof",
    uploadProofAgain: "Upload proof again",
    sendProof: "Send proof",
    proofLabel: "Photo or screenshot of the payment",
    paymentDetails: "Payment details",
    cancel: "Cancel order",
    cancelTitle: (reference: string) => `Cancel order ${reference}?`,
    cancelDescription: "If you have already paid, do not cancel: upload the proof instead.",
  },
  devices: {
    introOwn: "These devices are signed in to your account. Sign out any you do not recognise.",
    introAdmin: "These devices are signed in to this student's account.",
    thisDevice: "This device",
    firstSeen: "First seen",
    lastSeen: "Last seen",
    address: "Address",
    signOut: "Sign out",
    signOutTitle: (label: string) => `Sign out ${label}?`,
    signOutDescription: "That device will need to log in again.",
    signOutOthers: "Sign out all other devices",
    signOutOthersTitle: "Sign out all other devices?",
    signOutOthersDescription: "Every device but this one will need to log in again.",
    signOutAll: "Sign out all devices",
    signOutAllTitle: "Sign out all of this student's devices?",
    signOutAllDescription: "The student will need to log in again on every device.",
  },
  calendar: {
    heading: "Your live sessions in your calendar",
    intro:
      "Subscribe to this private address and every session of your live online courses appears in your calendar, with its meeting link, and follows any change to the schedule.",
    /** Where each calendar app subscribes: the app, then its menu path (shown in bold). */
    apps: [
      { app: "In Google Calendar choose", path: "Other calendars › From URL" },
      { app: "in Outlook", path: "Add calendar › Subscribe from web" },
      { app: "in Apple Calendar", path: "File › New Calendar Subscription" },
    ],
    pasteIt: "and paste it.",
    addressLabel: "Calendar subscription address",
    keepPrivate:
      "Keep it to yourself: anyone with this address sees your sessions and their meeting links. If it has been shared, revoke it and subscribe again with the new one.",
    copyLabel: "your calendar subscription",
    revoke: "Revoke link",
    revokeTitle: "Revoke your calendar link?",
    revokeDescription:
      "The address you have now stops working at once, in every calendar that uses it. A new address is shown here to subscribe again.",
  },
} as const;
