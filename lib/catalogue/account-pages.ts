/**
 * Texts of the account pages not written in the spec (headings, labels, hints, empty states), in
 * English; the spec's own texts stay in `lib/messages.ts`. Mounted there as `messages.accountPages`.
 */
export const accountPages = {
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
} as const;
