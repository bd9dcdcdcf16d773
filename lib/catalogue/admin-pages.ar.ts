import type { Translated } from "@/lib/i18n/translated";
import type { adminPages } from "./admin-pages";

/** {@link adminPages} in Arabic. Mounted in `lib/messages.ar.ts` as `arMessages.adminPages`. */
export const arAdminPages: Translated<typeof adminPages> = {
  sidebar: {
    nav: {
      "/dashboard": "لوحة التحكم",
      "/assignStudentToCourse": "إضافة طالب إلى دورة",
      "/assignStudentToProduct": "إضافة طالب إلى منتج",
      "/bulkEnrollment": "تسجيل جماعي (CSV)",
      "/manageOrders": "إدارة الطلبات",
      "/createProduct": "إنشاء منتج جديد",
      "/createPublication": "إنشاء إصدار جديد",
      "/createOnlineCourse": "إنشاء دورة مباشرة جديدة",
      "/createOnDemanCourse": "إنشاء دورة مسجّلة جديدة",
      "/addNewProject": "إنشاء مشروع جديد",
      "/manageProducts": "إدارة المنتجات",
      "/managePublications": "إدارة الإصدارات",
      "/manageOnlineCourses": "إدارة الدورات المباشرة",
      "/manageOnDemandCourses": "إدارة الدورات المسجّلة",
      "/manageProjects": "إدارة الخدمات الاستشارية",
      "/manageEnquiries": "الاستفسارات",
      "/ManageHeaderPhotos": "إدارة صور الواجهة",
      "/settings": "الإعدادات",
    },
    brand: "إدارة BrightWay",
    menu: "قائمة الإدارة",
    navLabel: "الإدارة",
    waitingForApproval: " بانتظار الاعتماد",
    logout: "تسجيل الخروج",
  },
};
