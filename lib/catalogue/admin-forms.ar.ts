import { arabicPlural } from "@/lib/i18n/arabic-plural";
import { isolate } from "@/lib/i18n/bidi";
import type { Translated } from "@/lib/i18n/translated";
import type { adminForms } from "./admin-forms";

/** "شهر واحد", "شهرين", "3 أشهر", "12 شهرًا": a duration in months. */
const arabicMonths = (months: number) =>
  arabicPlural(months, {
    one: "شهر واحد",
    two: "شهرين",
    few: (n) => `${n} أشهر`,
    many: (n) => `${n} شهرًا`,
    other: (n) => `${n} شهر`,
  });

/** {@link adminForms} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.adminForms`. */
export const arAdminForms: Translated<typeof adminForms> = {
  courseForm: {
    course: "الدورة",
    name: "اسم الدورة",
    price: "السعر (بالدولار)",
    discount: "الخصم (%)",
    discountHint: "0 إن لم يوجد خصم",
    lectures: "عدد المحاضرات",
    hours: "عدد الساعات",
    start: "تاريخ البدء",
    end: "تاريخ الانتهاء",
    description: "وصف الدورة",
    photo: "صورة الدورة",
    instructor: "المحاضر",
    instructorName: "اسم المحاضر",
    instructorDescription: "نبذة عن المحاضر",
    instructorPhoto: "صورة المحاضر",
    uploading: "جارٍ رفع الدورة",
    create: "إنشاء الدورة",
    save: "حفظ التغييرات",
  },
  documentForm: {
    fileName: "اسم الملف",
    priceHint: "السعر 0 يجعل المنتج مجانيًا: يستطيع أي طالب مسجَّل الدخول تنزيله.",
    photo: "الصورة (اختيارية)",
    file: "الملف",
    description: "وصف الملف",
    uploading: "جارٍ الرفع",
    createProduct: "إنشاء المنتج",
    createPublication: "إنشاء الإصدار",
    productTitle: "إنشاء منتج جديد",
    productIntro:
      "مستند مدفوع (ملف Excel أو كتاب أو مقال). يحصل عليه الطلاب بعد أن تضيفه إليهم؛ والسعر 0 يجعله مجانيًا لكل طالب مسجَّل الدخول.",
    publicationTitle: "إنشاء إصدار جديد",
    publicationIntro: "ملف PDF مجاني يستطيع أي شخص تنزيله من صفحة الإصدارات دون تسجيل الدخول.",
  },
  projectForm: {
    name: "اسم المشروع",
    images: "الصور",
    imagesHint:
      "تحتاج كل صورة إلى عنوان ووصف وملف صورة. اختر صورة رئيسية واحدة بالضبط: فهي غلاف المشروع في المعرض.",
    noImages: "لا توجد صور بعد.",
    image: (number: number) => `الصورة ${number}`,
    savedPhotoAlt: (number: number) => `الصورة المحفوظة رقم ${number}`,
    savedPhoto: "صورة محفوظة. لا يحتفظ الخادم بعنوانها.",
    title: "العنوان",
    photo: "الصورة",
    description: "الوصف",
    mainImage: "الصورة الرئيسية",
    removeImage: "حذف الصورة",
    removeImageNumber: (number: number) => `حذف الصورة ${number}`,
    addImage: "إضافة صورة",
    uploading: "جارٍ رفع المشروع",
    tooLarge: (limit: string) =>
      `يتجاوز مجموع الصور الجديدة ${isolate(limit)}. يُرجى حفظ عدد أقل في كل مرة.`,
    createTitle: "إنشاء مشروع جديد",
    createIntroBefore: "أضف مشروعًا إلى معرض المشاريع في صفحة ",
    createIntroLink: "الخدمات الاستشارية",
    createIntroAfter: " على الموقع.",
    add: "إضافة المشروع",
    editTitle: "تعديل المشروع",
    editTitleOf: (name: string) => `تعديل المشروع: ${isolate(name)}`,
    editIntro: "غيّر الاسم والأوصاف والصورة الرئيسية، أو أضف صورًا أو احذفها.",
    backToManage: "العودة إلى إدارة الخدمات الاستشارية",
    save: "حفظ التغييرات",
    loadFailed: "تعذّر تحميل هذا المشروع. يُرجى المحاولة مرة أخرى.",
  },
  fileDrop: {
    rules: (types: string, size: string) =>
      `الأنواع المقبولة: ${isolate(types)}. حتى ${isolate(size)}.`,
    tooLarge: (size: string) => `حجم الملف أكبر من ${isolate(size)}. يُرجى اختيار ملف أصغر.`,
    wrongType: (types: string) =>
      `محتوى هذا الملف ليس من الأنواع المقبولة (${isolate(types)}). يُرجى اختيار ملف آخر.`,
    previewAlt: (label: string) => `معاينة ${isolate(label)}`,
    dropHere: "أفلت الملف هنا",
    dragHere: "اسحب ملفًا إلى هنا، أو اختر ملفًا.",
    replace: "استبدال",
    choose: "اختيار ملف",
    remove: "حذف",
    removeLabel: (label: string) => `حذف ${label}`,
  },
  assign: {
    id: "المعرّف",
    name: "الاسم",
    email: "البريد الإلكتروني",
    phone: "الهاتف",
    noName: "(بلا اسم)",
    search: "ابحث عن الطلاب باسم المستخدم أو البريد الإلكتروني",
    noStudents: "لا يوجد طلاب مطابقون.",
    pages: "صفحات الطلاب",
    courseTitle: "إضافة طالب إلى دورة",
    courseIntro:
      "ابحث عن الطالب، وافتح صفّه، ثم أضف الباقة أو الدورة المباشرة التي دفع ثمنها. يبدأ الوصول فورًا.",
    courseCaption: "الطلاب: اختر طالبًا لإضافة دورة إليه",
    courseDialogTitle: (student: string) => `إضافة دورة إلى ${isolate(student)}`,
    courseDialogDescription: "اختر باقة أو دورة مباشرة. يبدأ الوصول فورًا.",
    dates: (start: string, end: string) => `من ${isolate(start)} إلى ${isolate(end)}`,
    onlineCourse: "دورة مباشرة",
    assign: "إضافة",
    assignOnlineCourse: (course: string) => `الدورة المباشرة ${isolate(course)}`,
    packageLine: (months: number) => `باقة ${arabicMonths(months)}`,
    assignPackage: (months: number, course: string) =>
      `باقة ${arabicMonths(months)} من ${isolate(course)}`,
    productTitle: "إضافة طالب إلى منتج",
    productIntro: "ابحث عن الطالب، وافتح صفّه، ثم أضف المنتج الذي دفع ثمنه.",
    productCaption: "الطلاب: اختر طالبًا لإضافة منتج إليه",
    productDialogTitle: (student: string) => `إضافة منتج إلى ${isolate(student)}`,
    products: "المنتجات",
    idOf: (id: number) => `المعرّف ${id}`,
    assignToStudent: "إضافة إلى الطالب",
  },
  bulk: {
    title: "التسجيل الجماعي",
    intro: "سجّل عددًا كبيرًا من الطلاب دفعة واحدة من ملف CSV. يبدأ وصول كل طالب عند تطبيق الملف.",
    noStudents: "لا يحتوي الملف على طلاب تحت سطره الأول.",
    done: "تم",
    fileLabel: "ملف CSV (الأعمدة: البريد الإلكتروني، الدورة، الباقة)",
    fileHelp:
      "يحمل السطر الأول أسماء الأعمدة. تُكتب الدورات والباقات بأسمائها كما تظهر على الموقع. حتى 1000 طالب.",
    check: "فحص الملف",
    enrolledOf: (enrolled: number, total: number) => `تم التسجيل: ${enrolled} من ${total}`,
    readyOf: (ready: number, total: number) => `الفحص: الصفوف الجاهزة ${ready} من ${total}`,
    rowsWithErrors: (count: number) =>
      `${arabicPlural(count, {
        one: "لا يمكن تسجيل صف واحد",
        two: "لا يمكن تسجيل صفين",
        few: (n) => `لا يمكن تسجيل ${n} صفوف`,
        many: (n) => `لا يمكن تسجيل ${n} صفًا`,
        other: (n) => `لا يمكن تسجيل ${n} صف`,
      })}: صحّح الملف ثم افحصه مرة أخرى. لن يُسجَّل أحد حتى تصبح كل الصفوف جاهزة.`,
    line: (line: number) => `السطر ${line}`,
    enrolled: "تم التسجيل",
    ready: "جاهز",
    enrolAll: (count: number) =>
      arabicPlural(count, {
        one: "تسجيل الطالب",
        two: "تسجيل الطالبين",
        few: (n) => `تسجيل الطلاب الـ${n} جميعًا`,
        many: (n) => `تسجيل الطلاب الـ${n} جميعًا`,
        other: (n) => `تسجيل الطلاب الـ${n} جميعًا`,
      }),
  },
};
