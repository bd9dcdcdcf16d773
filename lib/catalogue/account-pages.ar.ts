import type { Translated } from "@/lib/i18n/translated";
import type { accountPages } from "./account-pages";

/** {@link accountPages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.accountPages`. */
export const arAccountPages: Translated<typeof accountPages> = {
  fields: {
    email: "البريد الإلكتروني",
    password: "كلمة المرور",
    newPassword: "كلمة المرور الجديدة",
    confirmPassword: "تأكيد كلمة المرور",
    passwordHint: "10 أحرف على الأقل، منها رقم واحد على الأقل.",
    firstName: "الاسم الأول",
    lastName: "اسم العائلة",
    userName: "اسم المستخدم",
    gender: "النوع",
    male: "ذكر",
    female: "أنثى",
    phone: "رقم الهاتف",
  },
  login: {
    title: "تسجيل الدخول",
    description: "سجّل الدخول إلى BrightWay Engineering للوصول إلى دوراتك ومنتجاتك وملفك الشخصي.",
    heading: "تسجيل الدخول",
    submit: "تسجيل الدخول",
    submitting: "جارٍ تسجيل الدخول…",
    newUser: "مستخدم جديد",
  },
  forgotPassword: {
    trigger: "نسيت كلمة المرور",
    heading: "إعادة تعيين كلمة المرور",
    intro: "سنرسل إلى بريدك الإلكتروني رابطًا لاختيار كلمة مرور جديدة.",
    submit: "إرسال",
    close: "إغلاق",
  },
  signup: {
    title: "إنشاء حساب",
    description:
      "أنشئ حساب طالب في BrightWay Engineering للالتحاق بدورات الهندسة الإنشائية والمدنية.",
    heading: "إنشاء حساب",
    submit: "إنشاء حساب",
    submitting: "جارٍ إنشاء الحساب…",
    haveAccount: "لديك حساب بالفعل؟",
    login: "تسجيل الدخول",
  },
  resetPassword: {
    title: "إعادة تعيين كلمة المرور",
    description: "اختر كلمة مرور جديدة لحسابك في BrightWay Engineering.",
    heading: "إعادة تعيين كلمة المرور",
    submit: "إعادة تعيين كلمة المرور",
    submitting: "جارٍ الحفظ…",
    backToLogin: "العودة إلى تسجيل الدخول",
  },
  confirmEmail: {
    title: "تأكيد البريد الإلكتروني",
    changeHeading: "تأكيد البريد الإلكتروني الجديد",
    confirmChange: "تأكيد البريد الإلكتروني الجديد",
    confirming: "جارٍ التأكيد…",
    goToLogin: "الانتقال إلى تسجيل الدخول",
    editProfile: "تعديل الملف الشخصي",
  },
};
