import { arabicPlural } from "./i18n/arabic-plural";
import { isolate } from "./i18n/bidi";
import type { Translated } from "./i18n/translated";
import type { clientMessages } from "./client-messages";

/**
 * The Arabic texts of `clientMessages` (client components on visitors' pages), kept apart for the
 * same reason: those pages ship only these to the browser. `lib/messages.ar.ts` takes them from
 * here, as `lib/messages.ts` takes the English ones.
 */
export const arClientMessages: Translated<typeof clientMessages> = {
  loading: "جارٍ التحميل...",
  linkCopied: "تم نسخ الرابط!",
  copyLink: "نسخ الرابط",
  copyLinkTo: (label: string) => ` إلى ${isolate(label)}`,
  failure: {
    title: "حدث خطأ ما",
    text: "تعذّر تحميل هذه الصفحة الآن. يُرجى المحاولة بعد قليل.",
    retry: "حاول مرة أخرى",
    home: "الصفحة الرئيسية",
  },
  enquiry: {
    sent: "شكرًا لك، تم إرسال استفسارك. سنرد عليك بالبريد الإلكتروني خلال يومَي عمل.",
    failed: "تعذّر إرسال استفسارك الآن. يُرجى المحاولة لاحقًا، أو مراسلتنا على واتساب.",
    throttled: "لقد أرسلت عدة استفسارات بالفعل. يُرجى الانتظار ساعة قبل إرسال استفسار آخر.",
  },
  signedUp:
    "تم إنشاء الحساب. افتح الرابط الذي أرسلناه إلى بريدك الإلكتروني لتأكيده، فحتى ذلك الحين لن نرسل إليك أي رسائل عن طلباتك ودوراتك.",
  liveStatus: {
    courseInProgress: "جارية",
    happeningNow: "منعقدة الآن",
    upcoming: "قادمة",
    startsInMinutes: (minutes: number) =>
      `تبدأ بعد ${arabicPlural(minutes, {
        one: "دقيقة واحدة",
        two: "دقيقتين",
        few: (count) => `${count} دقائق`,
        many: (count) => `${count} دقيقة`,
        other: (count) => `${count} دقيقة`,
      })}`,
  },
};
