import { isolate } from "@/lib/i18n/bidi";
import type { Translated } from "@/lib/i18n/translated";
import type { ui } from "./ui";

/** The Arabic of `lib/catalogue/ui.ts`: the shared components' texts. */
export const arUi: Translated<typeof ui> = {
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
    removeLabel: (label: string) => `حذف ${isolate(label)}`,
  },
};
