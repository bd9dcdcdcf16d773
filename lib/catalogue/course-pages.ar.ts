import { arabicPlural } from "@/lib/i18n/arabic-plural";
import { isolate } from "@/lib/i18n/bidi";
import type { Translated } from "@/lib/i18n/translated";
import type { coursePages } from "./course-pages";

const sessionsCount = (count: number) =>
  arabicPlural(count, {
    one: "جلسة مباشرة واحدة",
    two: "جلستان مباشرتان",
    few: (n) => `${n} جلسات مباشرة`,
    many: (n) => `${n} جلسة مباشرة`,
    other: (n) => `${n} جلسة مباشرة`,
  });

const minutesCount = (count: number) =>
  arabicPlural(count, {
    one: "دقيقة واحدة",
    two: "دقيقتان",
    few: (n) => `${n} دقائق`,
    many: (n) => `${n} دقيقة`,
    other: (n) => `${n} دقيقة`,
  });

const daysCount = (count: number) =>
  arabicPlural(count, {
    one: "يوم واحد",
    two: "يومين",
    few: (n) => `${n} أيام`,
    many: (n) => `${n} يومًا`,
    other: (n) => `${n} يوم`,
  });

const pad = (value: number) => String(value).padStart(2, "0");

/** {@link coursePages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.coursePages`. */
export const arCoursePages: Translated<typeof coursePages> = {
  meta: {
    attemptTitle: "المحاولة",
    assessmentTitle: "اختبار قصير أو امتحان",
    onDemandTitle: "دورة مسجلة",
    onlineTitle: "دورة أونلاين",
    onDemandDescription: (name) => `${isolate(name)}: دورة فيديو مسجلة.`,
    onlineDescription: (name) => `${isolate(name)}: دورة أونلاين مباشرة.`,
    coverAlt: (name) => `غلاف دورة ${isolate(name)}`,
    packageName: (months) =>
      arabicPlural(months, {
        one: "باقة شهر واحد",
        two: "باقة شهرين",
        few: (n) => `باقة ${n} أشهر`,
        many: (n) => `باقة ${n} شهرًا`,
        other: (n) => `باقة ${n} شهر`,
      }),
  },
  hero: {
    instructor: "المحاضر",
    photoOf: (name) => `صورة ${isolate(name)}`,
    photoOfInstructor: "صورة المحاضر",
    onDemandList: "الدورات المسجلة",
    onlineList: "الدورات الأونلاين",
  },
  facts: {
    totalHours: "إجمالي الساعات",
    sections: "الأقسام",
    starts: "تبدأ",
    ends: "تنتهي",
    toBeAnnounced: "يُعلن لاحقًا",
    lectures: "المحاضرات",
    liveSessions: "الجلسات المباشرة",
  },
  packages: {
    heading: "الباقات",
    manageThisCourse: "إدارة هذه الدورة",
    managePackages: "إدارة الباقات",
    manageEnrollments: "إدارة الاشتراكات",
    liveSessions: "الجلسات المباشرة",
    classList: "قائمة الطلاب",
    buy: "شراء",
    buyThe: (label) => ` عبر ${isolate(label)}`,
    enrolled: "أنت مشترك في هذه الدورة.",
    ended: "انتهت باقتك في هذه الدورة. اشترِ باقة لتشاهد من جديد.",
    originalPrice: "السعر الأصلي ",
    discountedPrice: "السعر بعد الخصم ",
    percentOff: (percent) => `خصم ${percent}%`,
    enrolledMark: "مشترك",
  },
  player: {
    playVideo: "تشغيل الفيديو: ",
    contentHeading: "محتوى الدورة",
    chooseVideo: "اختر فيديو من الأقسام لتبدأ المشاهدة.",
    nowPlaying: "يُعرض الآن:",
    buyToWatch: "اشترِ باقة من الأعلى لتشاهد فيديوهات هذه الدورة.",
    unplayable: (title) => `لا يمكن تشغيل «${isolate(title)}» هنا بعد.`,
    notInCourse: "هذا الفيديو ليس من هذه الدورة. اختر فيديو من الأقسام أدناه.",
    preview: "معاينة",
    section: (number) => `القسم ${number}: `,
  },
  progress: {
    heading: "تقدمك",
    videosDone: (done, total) => `أنهيت ${done} من ${total} فيديو`,
    lastActivity: (when) => ` · آخر نشاط ${isolate(when)}`,
    courseProgress: "التقدم في الدورة",
    progressIn: (section) => `التقدم في ${isolate(section)}`,
    continue: "متابعة",
    downloadCertificate: "تنزيل الشهادة (PDF)",
    forCourse: (course) => ` لدورة ${isolate(course)}`,
    verificationPage: "صفحة التحقق",
    ofCertificateFor: (course) => ` لشهادة دورة ${isolate(course)}`,
  },
  live: {
    attended: (attended, total) => `حضرت ${attended} من ${total} جلسة مباشرة`,
    certificateNeeds: (percent) => ` (تتطلب الشهادة حضور ${percent}% منها)`,
    addToCalendar: "إضافة إلى التقويم",
    calendarHint: (course) => ` (ملف ics. بكل جلسات ${isolate(course)})`,
    nextSession: "الجلسة القادمة",
    scheduleFailed: "تعذر تحميل جدول هذه الدورة. يرجى المحاولة لاحقًا.",
    recordingHeading: "التسجيل",
    buyForRecordings: "اشترِ الدورة من الأعلى لتشاهد تسجيلات جلساتها.",
    recordingNotInCourse: "هذا التسجيل ليس من هذه الدورة. اختر تسجيلًا من الجدول أدناه.",
    noRecordingYet: (title) => `لا يوجد تسجيل لجلسة «${isolate(title)}» بعد.`,
    recordingTitle: (title) => `تسجيل: ${isolate(title)}`,
    nowPlayingRecording: (title) => ` تسجيل ${isolate(title)}`,
    scheduleHeading: "الجدول",
    notScheduled: "لم تُجدول جلسات هذه الدورة بعد.",
    sessionCount: (count, zone) =>
      `${sessionsCount(count)}، والمواعيد بتوقيت القاهرة (${isolate(zone)}).`,
    session: (number) => `الجلسة ${number}: `,
    cairoTime: (zone) => ` بتوقيت القاهرة (${isolate(zone)})`,
    minutes: minutesCount,
    duration: (text) => `المدة: ${isolate(text)}`,
    youAttended: "حضرت",
    notAttended: "لم تحضر",
    watchRecording: "مشاهدة التسجيل",
    ofTitle: (title) => ` لجلسة ${isolate(title)}`,
    recordingAvailable: "التسجيل متاح",
    sessionEnded: "انتهت الجلسة",
  },
  editor: {
    dragHint: "اسحب المقابض، أو ركّز على أحدها واستخدم المسافة والأسهم، لتغيير الترتيب.",
    addedOrder: "تظهر الأقسام والفيديوهات بترتيب إضافتها.",
    addSection: "إضافة قسم جديد",
    sectionLabel: (name) => `القسم ${isolate(name)}`,
    videoLabel: (title) => `الفيديو ${isolate(title)}`,
    addVideoTo: (name) => `إضافة فيديو إلى القسم ${isolate(name)}`,
    editSection: (name) => `تعديل القسم ${isolate(name)}`,
    deleteSectionTitle: (name) => `حذف القسم ${isolate(name)}؟`,
    deleteSectionText: "سيُحذف القسم وكل فيديوهاته. لا يمكن التراجع عن ذلك.",
    deleteSectionConfirm: "حذف القسم",
    deleteSection: (name) => `حذف القسم ${isolate(name)}`,
    editVideo: (title) => `تعديل الفيديو ${isolate(title)}`,
    deleteVideoTitle: (title) => `حذف الفيديو ${isolate(title)}؟`,
    deleteVideoText: "سيُحذف الفيديو من القسم. لا يمكن التراجع عن ذلك.",
    deleteVideoConfirm: "حذف الفيديو",
    deleteVideo: (title) => `حذف الفيديو ${isolate(title)}`,
    editSectionTitle: (name) => `تعديل القسم ${isolate(name)}`,
    saveSection: "حفظ القسم",
    addSectionSubmit: "إضافة القسم",
    sectionName: "اسم القسم",
    editVideoTitle: (title) => `تعديل الفيديو ${isolate(title)}`,
    addVideoTitle: (name) => `إضافة فيديو إلى ${isolate(name)}`,
    keepLink: "اترك الرابط فارغًا للإبقاء على الفيديو الحالي.",
    pasteLink: "الصق رابط الفيديو على YouTube أو Vimeo أو كود التضمين الخاص به.",
    saveVideo: "حفظ الفيديو",
    addVideo: "إضافة الفيديو",
    videoName: "اسم الفيديو",
    videoSource: "رابط الفيديو أو كود التضمين",
    currentKept: "سيبقى الفيديو الحالي.",
    pastePreview: "الصق رابط YouTube أو Vimeo أو كود التضمين لتظهر المعاينة.",
    preview: "معاينة",
    freePreview: "معاينة مجانية",
    freePreviewHint:
      "يمكن لأي شخص مشاهدة هذا الفيديو دون شراء الدورة، ويظهر عليه «معاينة» في الأقسام.",
  },
  join: {
    opening: "جارٍ فتح الاجتماع…",
    openMeeting: "افتح الاجتماع",
    ifNotOpened: " إذا لم يُفتح تلقائيًا.",
  },
  calendar: {
    backToList: "العودة إلى الدورات الأونلاين",
    backToCourse: "العودة إلى الدورة",
    notFound: "الدورة غير موجودة",
    notEnrolled: "إضافة الدورة إلى التقويم متاحة للطلاب المشتركين فيها فقط",
    failed: "تعذر إنشاء ملف التقويم. يرجى المحاولة مرة أخرى.",
  },
  attempt: {
    cancel: "إلغاء",
  },
  joinErrors: {
    "not-open": "يُفتح الانضمام قبل بدء الجلسة بـ 15 دقيقة.",
    ended: "انتهت هذه الجلسة.",
    "not-enrolled": "الانضمام إلى جلسات هذه الدورة متاح للطلاب المشتركين فيها فقط.",
    "not-found": "لم تعد هذه الجلسة في الجدول.",
    failed: "تعذر الانضمام إلى الجلسة. يرجى المحاولة مرة أخرى.",
  },
  clock: {
    ended: "انتهت هذه الجلسة.",
    startsIn: "تبدأ بعد",
    joinBefore: "يُفتح الانضمام قبل بدء الجلسة بـ 15 دقيقة.",
    join: "انضمام",
    opensNewTab: "يفتح الاجتماع في علامة تبويب جديدة.",
    yourTime: (time, zone) => ` · ${isolate(time)} بتوقيتك (${isolate(zone)})`,
    countdown: (days, hours, minutes, seconds) =>
      days > 0
        ? `${daysCount(days)} ${hours} س ${pad(minutes)} د`
        : hours > 0
          ? `${hours} س ${pad(minutes)} د ${pad(seconds)} ث`
          : `${minutes} د ${pad(seconds)} ث`,
  },
};
