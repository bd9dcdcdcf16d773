import { clientMessages } from "./client-messages";
import { publicPages } from "./catalogue/public-pages";
import { coursePages } from "./catalogue/course-pages";
import { accountPages } from "./catalogue/account-pages";
import { adminPages } from "./catalogue/admin-pages";
import { adminForms } from "./catalogue/admin-forms";
import { ui } from "./catalogue/ui";
import { arabicPlural } from "./i18n/arabic-plural";

/**
 * Every user-facing text of spec §5 (validation) and §8 (errors, info, success), exactly as the
 * specification writes them, typos included ("Uer", "Doesnt", "Portofolio"). Components and
 * actions import from here; no spec text is written anywhere else.
 */
export const messages = {
  // §5 Signup, in the order the rules are checked.
  signup: {
    firstNameSpaces: "firstName Cant Contain Spaces",
    lastNameSpaces: "lastName Cant Contain Spaces",
    userNameSpaces: "UserName Cant Contain Spaces",
    gender: "Choose Valid Gender",
    emailDomain: "Email Must Be Gmail",
    passwordMismatch: "password doesnt match confirm password",
    passwordLength: "password must be 10 characters or more",
    // Not a spec text: the upstream also demands a digit (contract §3.1); said plainly here.
    passwordDigit: "password must contain at least one digit",
    required: "This field is required",
    emailExists: "Email already exists",
    // Not spec texts: what an upstream that names the failed rule lets the page say.
    userNameTaken: "This user name is already taken",
    userNameInvalid: "UserName can contain only letters (in any language), digits, _ . and -",
    autoLoginFailed: "Please Try To Login from Login Page",
  },
  auth: {
    wrongCredentials: "Wrong Email Or Password",
    checkEmail: "Please Check Your Email",
    sendEmailFailed: "Failed To Send Email",
    resetMismatch: "Password And Confirm Password Doesnot Match",
    resetSuccess: "Password reset successfully",
    // Not spec texts: the original was silent here; a real product says what went wrong.
    resetLinkInvalid: "This reset link is invalid or has expired. Please request a new one.",
    resetLinkMissing: "Please open this page from the password reset link we sent to your mailbox.",
    // Not spec texts: the original had no server-side role checks, so it never needed them.
    forbidden: "You are not allowed to do that.",
    loginRequired: "Your session has ended. Please log in again.",
    invalidEmail: "Please enter a valid e-mail address",
    // Not a spec text: the original never limited attempts. "{minutes}" is filled in by
    // lib/auth/throttle-message.ts ("1 minute", "15 minutes").
    tooManyAttempts: "Too many attempts. Please try again in {minutes}.",
  },
  // Not spec texts: server-side sessions. Shown on /login after the upstream ended
  // the session, and on the Devices tab of the profile and the admin's Settings page.
  sessions: {
    endedReplaced: "You were signed out because your account signed in on another device.",
    endedIdle: "You were signed out after a period of inactivity. Please log in again.",
    endedSignedOut: "This device was signed out. Please log in again.",
    endedExpired: "Your session has expired. Please log in again.",
    endedPasswordChanged:
      "You were signed out because your password was changed. Please log in again.",
    endedEmailChanged:
      "You were signed out because your login e-mail was changed. Please log in again.",
    devicesFailed: "We could not load your devices right now. Please try again later.",
    signedOutDevice: "The device was signed out.",
    signedOutOthers: "All other devices were signed out.",
    signedOutAll: "All of the student's devices were signed out.",
    noDevices: "No device is signed in.",
    signOutFailed: "We could not sign that device out. Please try again.",
    settingsSaved: "Settings saved.",
    settingsFailed: "We could not save the settings. Please try again.",
    settingsLoadFailed: "We could not load the settings right now. Please try again later.",
    maxDevicesInvalid: "Enter a whole number from 0 to 100.",
    logoutUnconfirmed:
      "You are signed out on this device. The server could not confirm it yet, so this site refuses that session and keeps asking the server to end it.",
  },
  public: {
    headerPhotosFailed: "Failed To Get Header Photos",
    onDemandCoursesFailed: "failed to get on demand courses",
    onlineCoursesFailed: "failed to get online courses",
    allProductsFailed: "failed to get all products",
    documentFailed: "failed to load document",
    noOnDemandCourses: "No On-Demand Courses Yet",
    noOnlineCourses: "No Online Courses Yet",
    noProducts: "No Products Yet",
    noPublications: "No Publications Yet",
    noProjects: "No Projects Yet",
    enrolWithin24Hours: "You Will Be Enrolled Maximum 24 Hours",
    // Not spec texts: failure texts of pages the spec gives none (shown by their error boundary).
    projectsFailed: "We could not load our projects right now. Please try again later.",
    certificateFailed: "The certificate could not be checked right now. Please try again later.",
    pageFailed: "This page could not be loaded just now. Please try again in a moment.",
  },
  course: {
    sectionVideosFailed: "Failed To Get Section Videos",
    deleteSectionFailed: "Failed to Delete Section",
    deleteVideoFailed: "Failed to Delete Video",
    addSectionFailed: "Failed to add Section",
    singleCourseFailed: "Failed To Get Single Course",
    studentEnrollmentFailed: "Failed to Get Student Enrollment",
    createFailed: "Failed to create Course",
    courseImageFailed: "Failed to upload Course Image",
    instructorImageFailed: "Failed to upload Instructor Image",
    updateFailed: "Failed to Update Course",
    sectionNameFailed: "Error updating section name",
    addVideoFailed: "Error Adding Video",
    updateVideoFailed: "Error updating Video name",
    buyFirst: "Please Buy The Course First",
    noPackages: "The Course Doesnt Have Packages Yet",
    loading: clientMessages.loading,
    noVideos: "No videos yet",
    videoNameRequired: "Please Enter a name",
    videoUrlRequired: "Please Enter a url",
    sectionNameRequired: "Please provide a name",
    updatedSection: "Updated section Successfully",
    videoAdded: "Video Added Successfully",
    videoUpdated: "Updated Video Successfully",
    sectionDeleted: "Section Deleted successfully",
    sectionAdded: "Successfully Added Section",
    videoDeleted: "Video Deleted successfully",
    created: "Course Created Successfully",
    // Not spec texts: the original stored any text as a video; the player plays only these.
    videoUrlUnplayable:
      "Paste a YouTube link (youtube.com/watch?v=…, youtu.be/…, youtube.com/shorts/…, youtube.com/live/…), a Vimeo link (vimeo.com/…) or a YouTube or Vimeo embed code",
    sectionNameTooLong: "Please use at most 200 characters",
    // Not spec texts: reordering is ours (upstream ordering extension, upstream/EXTENSIONS.md).
    orderSaved: "Order saved",
    reorderFailed: "Failed to save the new order",
    reorderUnsupported:
      "This server cannot store an order: sections and videos stay in the order they were added.",
    orderOutdated: "The content changed meanwhile. The page has been reloaded; please try again.",
  },
  // Not spec texts: §5 states the course form's rules (all required, price a number, discount at
  // least 0, lectures and hours at least 1, dates not before today) but gives them no words.
  courseForm: {
    required: "This field is required",
    priceNumber: "Price must be a number of at least 0",
    discountNumber: "Discount must be a number of at least 0",
    discountMax: "Discount cannot be more than 100",
    lecturesNumber: "Lectures must be a whole number of at least 1",
    hoursNumber: "Hours must be a number of at least 1",
    invalidDate: "Please enter a valid date",
    startPast: "Start date cannot be before today",
    endPast: "End date cannot be before today",
    endBeforeStart: "End date cannot be before the start date",
    nameTooLong: "Please use at most 200 characters",
    descriptionTooLong: "Please use at most 4000 characters",
    // §2 says an on-demand course is only listed once it has a package, and asks to remind.
    packageReminder:
      "The course is saved but not on sale yet: add a package so it appears on the On-Demand Courses page.",
    notOnSale: "Not on sale: add a package",
    deleteOnDemandWarning:
      "Its sections, videos, packages and student enrolments are deleted with it. This cannot be undone.",
    deleteOnlineWarning: "The course and its images are deleted. This cannot be undone.",
    deleted: "Course deleted",
    // Shown on the edit page after a create whose image step failed (with the spec's toast).
    imageStepFailed: "The course was saved, but this image was not. Choose it again below.",
  },
  // Not spec texts: pages that inform. A course's "What you will learn" and "Requirements"
  // (course outcomes and requirements extension), a lesson the viewer cannot play, the course
  // lists' search, a search that matched nothing, and a document's file type and size.
  courseOutline: {
    outcomes: "What you will learn",
    requirements: "Requirements",
    hint: "One item a line: at most 12 items of 200 characters each. Leave it empty to show nothing.",
    /** The create form's first line when the two lists are shown (else "Every field is required."). */
    requiredExceptOutline:
      "Every field is required except “What you will learn” and “Requirements”.",
    tooMany: "Write at most 12 items, one a line",
    itemTooLong: (item: number) => `Item ${item} is longer than 200 characters`,
  },
  catalogue: {
    /** A search that matched nothing (the spec's empty texts stay for lists with nothing at all). */
    noResults: (term: string) => `No results for “${term}”`,
    searchOnDemandCourses: "Search on-demand courses",
    searchOnlineCourses: "Search online courses",
    /** The accessible name of a lesson's lock in a course's section list. */
    lessonLocked: "Locked: buy the course to watch",
    /** A document's file type by its code (0 PDF, 1 Excel, 2 Word, 3 PowerPoint). */
    fileTypes: ["PDF", "Excel", "Word", "PowerPoint"],
    /** What a document page says of its file: "PDF · 2.4 MB" (a part left out when unknown). */
    fileFacts: (parts: readonly string[]) => parts.join(" · "),
    fileLabel: "File",
  },
  documents: {
    createProductFailed: "Error Creating Product",
    productImageFailed: "Failed To Add Image To Product",
    productFileFailed: "Failed To Add File To Product",
    createPublicationFailed: "Error Creating Publication",
    publicationImageFailed: "Failed To Add Image To Publication",
    publicationFileFailed: "Failed To Add File To Publication",
    productsFailed: "failed to get products",
    updateProductFailed: "failed to update product",
    updatePublicationFailed: "failed to update Publication",
    updateImageFailed: "Failed To Update Image",
    /** An upload to an item the upstream does not have (deleted meanwhile, or a made-up id). */
    uploadTargetGone: "This item no longer exists: nothing was uploaded.",
    productAdded: "Product Added Successfully",
    publicationAdded: "Publication Added Successfully",
    fileNameRequired: "Enter File Name",
    filePriceRequired: "Enter File Price",
    fileDescriptionRequired: "Enter File Description",
    productFileRequired: "Please Upload File To Create Product",
    publicationFileRequired: "Please Upload File To Create Publication",
    noProductsAdmin: "No Products Yet!",
    // The spec gives 'No Projects Yet!' for the publications table: a copy slip of the original
    // (its manage-publications page was copied from the projects page). Publications are meant.
    noPublicationsAdmin: "No Publications Yet!",
    // Not spec texts: the original checked none of these; a real form says what is wrong.
    fileNameTooLong: "File Name must be 450 characters or fewer",
    fileDescriptionTooLong: "File Description must be 20000 characters or fewer",
    filePriceInvalid: "Enter a price in $ of 0 or more, with at most 2 decimals (0 means free)",
    fileTypeRequired: "Choose the file type",
    publicationPdfOnly: "Publications are PDF files only.",
    missingFile: "Missing its file",
    fileReplaced: "File Updated Successfully",
    imageReplaced: "Image Updated Successfully",
    deleted: "Deleted Successfully",
    enrollmentRemoved: "Enrollment Removed Successfully",
    free: "Free",
  },
  deleteFailed: {
    product: "Failed to Delete Product",
    publication: "Failed to Delete Publication",
    course: "Failed to Delete Course",
    package: "Failed to Delete Package",
    project: "Failed to Delete Project",
    photo: "Failed to Delete Photo",
    enrollment: "Failed to Delete Enrollment",
  },
  student: {
    deleteUserFailed: "Failed to Delete user",
    deletePasswordRequired: "Please enter your password to delete your account",
    deleteWrongPassword: "The password is wrong",
    coursesFailed: "Failed to get Student Courses",
    productsFailed: "failed to get student products",
    userDataFailed: "Failed To Get Uer Data",
    editFailed: "Failed To Edit Data",
    dataUpdated: "Data Updated Successfully",
    noEnrolledCourses: "No Enrolled Courses yet.",
    noEnrolledProducts: "No Enrolled Products yet.",
    // Not spec texts: the original edit form checked nothing; a real form says what is wrong.
    nameTooLong: "Please use at most 100 characters",
    invalidPhone: "Please enter a valid phone number",
    // The name printed on certificates, in any script with spaces (the sign-up names allow none).
    certificateNameLength: "Please use 2 to 80 characters",
    certificateNameCharacters:
      "Please use only letters (any language), spaces, hyphens, apostrophes and full stops",
    certificateNameHint:
      "Printed on your certificates, in any language; left blank, your first and last name. Certificates already issued keep the name they were issued with.",
  },
  // Not spec texts: changing the login e-mail needs the password and a link.
  // "{email}" is filled in with the address.
  emailChange: {
    linkSent: "We sent a confirmation link to {email}. Your login e-mail changes when you open it.",
    passwordHint: "Needed only when you change your e-mail.",
    passwordRequired: "Please enter your current password to change your e-mail",
    wrongPassword: "The current password is wrong",
    unavailable: "Your login e-mail cannot be changed on this site.",
    confirmIntro: "Confirm that this address becomes the login e-mail of your account.",
    confirmed: "Your login e-mail has been changed. Please log in with your new address.",
    linkMissing:
      "Please open this page from the confirmation link we sent to your new e-mail address.",
    linkInvalid:
      "This link is not valid. Open the newest link we sent you, or ask for the change again from Edit Profile.",
    linkExpired: "This link has expired. Ask for the change again from Edit Profile.",
    linkUsed:
      "This link was already used. If your e-mail was changed, log in with the new address.",
    addressTaken:
      "This e-mail is now used by another account, so your login e-mail was not changed.",
    confirmFailed: "We could not confirm your new e-mail right now. Please try again in a moment.",
  },
  // Not spec texts: a new student's e-mail address is confirmed by a link before we e-mail it
  // anything else. "{email}" is filled in with the address.
  emailConfirmation: {
    /** Once, on the page a new student lands on after signing up (a toast). */
    signedUp: clientMessages.signedUp,
    notConfirmed: "Your e-mail address is not confirmed yet.",
    notConfirmedHint:
      "Open the link we sent you when you signed up. Until then we send you no e-mails about your orders and courses.",
    resend: "Resend confirmation e-mail",
    resent: "We sent a new confirmation link to {email}.",
    alreadyConfirmed: "Your e-mail address is already confirmed.",
    resendFailed:
      "We could not send the confirmation e-mail right now. Please try again in a moment.",
    heading: "Confirm Your E-mail",
    confirmIntro: "Confirm that this e-mail address is yours.",
    confirmButton: "Confirm E-mail",
    confirmed: "Your e-mail address is confirmed. Thank you!",
    linkMissing: "Please open this page from the confirmation link we sent to your e-mail address.",
    linkInvalid:
      "This link is not valid. Open the newest link we sent you, or ask for a new one from your profile.",
    linkExpired: "This link has expired. Ask for a new one from your profile.",
    linkUsed: "This link was already used: your e-mail address is confirmed.",
    confirmFailed: "We could not confirm your e-mail right now. Please try again in a moment.",
  },
  admin: {
    studentsFailed: "failed to get students",
    assignProductFailed: "Failed to Assign Product To Student",
    assignCourseFailed: "Student Already Assigned To This Course",
    productAssigned: "Product Assigned To Student Successfully",
    courseAssigned: "Course Assigned To Student Successfully",
    updatePackageFailed: "Failed to update package",
    createPackageFailed: "Failed To Create Package",
    packageUpdated: "Package updated successfully",
    // Not spec texts: the spec has no success text for these, nor package field rules.
    packageCreated: "Package Created Successfully",
    packageDeleted: "Package Deleted Successfully",
    packageNameRequired: "Please enter the package name",
    packageDurationInvalid: "Duration must be a whole number of months, at least 1",
    packagePriceInvalid: "Price must be a number of at least 0 (EGP)",
    /**
     * Not a spec text: the legacy upstream fails with a 500 when a package still has students
     * (contract §3.6); the admin is told who holds it and what to do instead.
     */
    packageInUse: (names: readonly string[]) =>
      `This package cannot be deleted: ${
        names.length === 0
          ? "students are enrolled with it"
          : `${names.length === 1 ? "1 student holds" : `${names.length} students hold`} it (${names.join(", ")})`
      }. Move them to another package with Edit Enrollment on the Manage Enrollments page first; their access is kept.`,
    // Not spec texts: enrolment management.
    enrollmentUpdated: "Enrollment Updated Successfully",
    updateEnrollmentFailed: "Failed to Update Enrollment",
    enrollmentDeleted: "Enrollment Removed Successfully",
    choosePackage: "Please choose a package",
    addProjectFailed: "Failed to add project",
    editProjectFailed: "Failed to edit project",
    projectAdded: "Project added successfully",
    portfolioFailed: "Error Uploading Portofolio",
    saveImageFailed: "Failed to save image",
    uploadFailed: "Failed to upload",
    addPhotoFailed: "Failed to Add Photo",
    noProductsAvailable: "No products available.",
    noEnrolledStudents: "No enrolled students.",
    projectNameRequired: "Please enter a name",
    projectImageRequired: "You Need To Add At Least 1 Image",
    mainImageDelete: "Please Choose Another Main Image Before Deleting Your Main Image",
    photoRequired: "Please Choose a photo",
    portfolioFileRequired: "Please Select A File To Add Portofolio",
    headerPhotoRequired: "Please select a photo",
    // Not spec texts: spec §5 says each project image needs a title, a description and a file,
    // and that there is exactly one main image, but names no messages for them.
    projectImageTitleRequired: "Please enter a title for this image",
    projectImageDescriptionRequired: "Please enter a description for this image",
    projectImageFileRequired: "Please choose an image file",
    projectMainImageRequired: "Please choose the main image",
    projectTooManyImages: "A project can have at most 20 images",
    // Not spec texts: the spec names no success text for these operations.
    projectEdited: "Project updated successfully",
    projectDeleted: "Project deleted successfully",
    portfolioUploaded: "Portfolio uploaded successfully",
    headerPhotoAdded: "Photo added successfully",
    headerPhotoDeleted: "Photo deleted successfully",
  },
  paging: {
    firstPage: "This Is The First Page",
    lastPage: "This Is The Last Page",
  },
  linkCopied: clientMessages.linkCopied,
  // Not spec texts: the original had no orders (payment proof went to WhatsApp, spec §2); these
  // are ours. Spec texts reused where one fits ('Please Choose a photo', 'Failed to upload').
  orders: {
    loginToOrder:
      "Log in or create an account to place your order and upload your payment proof here.",
    adminCannotOrder: "Admins do not place orders. Log in as a student to buy.",
    placeOrder: "Place my order",
    orderFailed: "Failed To Create Order",
    packageNotInCourse: "This package does not belong to this course.",
    /** Nothing is sold twice: the payment page and the order refusal for a held online course / product. */
    alreadyEnrolled: "You are already enrolled in this course.",
    alreadyHaveProduct: "You already have this product.",
    proofRequired: "Please Choose a photo",
    proofFailed: "Failed to upload",
    proofUploaded: "Proof received: waiting for approval.",
    orderClosed: "This order can no longer take a proof.",
    /** The upstream re-quoted the order; `{previous}` is the old amount with its currency. */
    amountRequoted:
      "The price changed since you placed this order (it was {previous}): please pay the amount shown.",
    cancelled: "Order cancelled",
    cancelFailed: "Failed To Cancel Order",
    approved: "Order approved: access starts now",
    /** A live course's order: a place in its sessions, not access that starts now. */
    approvedLiveCourse: "Order approved: the student is enrolled in the live course",
    approveFailed: "Failed To Approve Order",
    alreadyApproved: "This order is already approved.",
    orderWasCancelled: "This order was cancelled by the buyer.",
    notDecidable: "This order is not waiting for a decision.",
    itemGone: "The item of this order no longer exists.",
    rejected: "Order rejected",
    rejectFailed: "Failed To Reject Order",
    rejectReasonRequired: "Please write the reason for the rejection",
    rejectReasonTooLong: "The reason must be 500 characters or fewer",
    ordersFailed: "Failed To Get Orders",
    noOrders: "No orders yet.",
    noQueue: "No orders waiting for approval.",
  },
  // Not spec texts: the original uploaded without progress and could not be cancelled.
  service: {
    /** Our text (the spec names none): the upstream's circuit breaker is open. */
    briefDowntime: "The service is briefly unavailable. Please try again in a moment.",
    /** Ours: the upstream is busy for a moment (too many logins or signups at once). */
    busy: "The server is busy right now. Please try again in a moment.",
  },
  upload: {
    cancelled: "Upload cancelled",
    /** Ours: an image over IMAGE_MAX_PIXELS; the reference upstream says the same. */
    imageTooLarge: "This image is too large: at most 50 megapixels.",
    networkFailed: "The upload failed: check your connection and try again.",
  },
  // Not spec texts: learning progress and certificates are ours, not the original's.
  // Not spec texts: bulk enrolment from a CSV file.
  bulk: {
    fileRequired: "Please choose a CSV file",
    fileTooLarge: "The file is too large: at most 1 MB (1,000 students).",
    notAvailable:
      "Bulk enrolment needs an upstream that can enrol all rows at once; this one cannot.",
    previewFailed: "Failed to check the file",
    applyFailed: "Failed to enrol the students: nothing was changed",
    hasErrors:
      "Some rows cannot be enrolled: fix them in the file and check it again. Nothing was changed.",
    raced:
      "A student in the file was enrolled meanwhile: check the file again. Nothing was changed.",
  },
  progress: {
    markComplete: "Mark as complete",
    completeAndContinue: "Complete and continue",
    marked: "Marked as complete",
    completed: "Completed",
    done: "Done",
    notDone: "Not done",
    recordFailed: "Failed to record your progress",
    readFailed: "Failed to get your progress",
    notEnrolled: "You are not enrolled in this course.",
    accessEnded:
      "Your access to this course has ended: your progress is kept, but nothing new can be recorded.",
    wrongVideo: "This video is not part of this course.",
    courseComplete: "Course complete! Your certificate is ready.",
  },
  // Not spec texts: lessons that count when watched (durations, time played) and the exam line
  // of a certificate.
  watch: {
    durationLabel: "Duration",
    durationHint:
      "mm:ss or h:mm:ss, e.g. 12:30. A lesson without a duration counts as complete when the student marks it, without watching.",
    durationInvalid: "Enter the duration as mm:ss or h:mm:ss, e.g. 12:30 or 1:05:00",
    durationRange: "The duration must be from 0:01 to 24:00:00",
    videoTime: "Video time",
    /** Beside "Complete and continue" while the lesson is not watched enough: "4:10 left to watch". */
    leftToWatch: (clock: string) => `${clock} left to watch`,
    /** "Complete and continue" refused by the upstream: the time still to watch. */
    watchMore: (clock: string) => `Watch ${clock} more of this lesson to complete it.`,
    /** Refused, and the upstream did not say how long is left. */
    watchFirst: "Watch this lesson to complete it.",
    reportFailed: "Failed to record the time you watched",
    /** A certificate's line when a final exam was passed: "passed the final exam with 85 %". */
    finalExamPassed: (percent: number) => `passed the final exam with ${percent} %`,
  },
  // Not spec texts: the moment a course is complete (a dialog in view on a phone, after the last
  // lesson or the passing final exam) and sharing a certificate from its page.
  certificateNotice: {
    title: "Certificate earned",
    description: "Congratulations! You have completed the course, and your certificate is ready.",
    view: "View certificate",
    download: "Download PDF",
    close: "Close",
    addToLinkedIn: "Add to LinkedIn",
    opensInNewTab: "(opens in a new tab)",
  },
  // Not spec texts: the fixed texts of the certificate PDF, in each language it is printed in.
  // The English lines that count (attendance, hours, the exam) are the certificate page's own
  // (`liveAttendanceText`, `courseHoursText`, `watch.finalExamPassed`); the Arabic ones count
  // here, with Arabic plural forms (`arabicPlural`) and Latin digits.
  certificatePdf: {
    en: {
      title: "Certificate of Completion",
      certifies: "This certifies that",
      completedLive: "has completed the live online course",
      completedOnDemand: "has completed every video of the on-demand course",
      packageLine: (name: string) => `Package: ${name}`,
      courseLength: (hours: string) => `Course length: ${hours}`,
      completedOn: (date: string) => `Completed on ${date}`,
      codeLine: (code: string) => `Certificate code: ${code}`,
      issuedOn: (date: string) => `Issued on ${date}`,
      verifyAt: (url: string) => `Verify at ${url}`,
      scanToVerify: "Scan to verify",
      documentTitle: (code: string) => `Certificate of Completion ${code}`,
      documentSubject: (name: string, course: string) => `${name} completed ${course}`,
    },
    ar: {
      title: "شهادة إتمام",
      certifies: "تمنح هذه الشهادة إلى",
      completedLive: "لإتمام الدورة المباشرة عبر الإنترنت",
      completedOnDemand: "لإتمام جميع دروس الفيديو في الدورة المسجلة",
      /** "بحضور 3 من أصل 4 جلسات مباشرة": the session noun agrees with the total. */
      attended: (attended: number, total: number) =>
        `بحضور ${attended} من أصل ${arabicPlural(total, {
          one: "جلسة مباشرة واحدة",
          two: "جلستين مباشرتين",
          few: (n) => `${n} جلسات مباشرة`,
          many: (n) => `${n} جلسة مباشرة`,
          other: (n) => `${n} جلسة مباشرة`,
        })}`,
      /** A course's length, "30 ساعة", "4 ساعات", "ساعتان"; text that is not a number as it is. */
      hours: (hours: string) => {
        const text = hours.trim();
        if (!/^\d+(\.\d+)?$/.test(text)) return text;
        return arabicPlural(Number(text), {
          one: "ساعة واحدة",
          two: "ساعتان",
          few: (n) => `${n} ساعات`,
          many: (n) => `${n} ساعة`,
          other: (n) => `${n} ساعة`,
        });
      },
      examPassed: (percent: number) =>
        `واجتياز الاختبار النهائي بنسبة ${(percent / 100).toLocaleString("ar-EG", { style: "percent", numberingSystem: "latn" })}`,
      packageLine: (name: string) => `الباقة: ${name}`,
      courseLength: (hours: string) => `مدة الدورة: ${hours}`,
      completedOn: (date: string) => `تاريخ الإتمام: ${date}`,
      codeLine: (code: string) => `رمز الشهادة: ${code}`,
      issuedOn: (date: string) => `تاريخ الإصدار: ${date}`,
      verifyAt: (url: string) => `رابط التحقق: ${url}`,
      scanToVerify: "امسح الرمز للتحقق",
      documentTitle: (code: string) => `شهادة إتمام ${code}`,
      documentSubject: (name: string, course: string) => `شهادة ${name} في ${course}`,
    },
  },
  // Not spec texts: a student's side of quizzes and final exams (the course page's panel, the
  // assessment's page, taking an attempt and its result).
  assessments: {
    panelHeading: "Quizzes and final exam",
    quizAfter: (section: string) => `Quiz after: ${section}`,
    finalExam: "Final exam · required for the certificate",
    questionsPerAttempt: (count: number) =>
      count === 1 ? "1 question per attempt" : `${count} questions per attempt`,
    passMark: (percent: number) => `Pass mark ${percent}%`,
    timeLimit: (minutes: number | null) =>
      minutes === null ? "No time limit" : `Time limit ${minutes} min`,
    attemptsAllowed: (count: number | null) =>
      count === null ? "Unlimited attempts" : count === 1 ? "1 attempt" : `${count} attempts`,
    retryWait: (minutes: number) => `Wait ${minutes} min between attempts`,
    bestScore: (percent: number) => `Best score ${percent}%`,
    passed: "Passed",
    notPassed: "Not passed",
    notTaken: "Not taken yet",
    inProgress: "In progress",
    attemptsLeft: (count: number) => (count === 1 ? "1 attempt left" : `${count} attempts left`),
    waitUntil: (time: string) => `You can try again from ${time}.`,
    noAttemptsLeft: "No attempts left.",
    alreadyPassed: "You have passed this already.",
    noQuestions: "This has no questions yet.",
    cannotStart: "A new attempt cannot start now.",
    start: "Start",
    resume: "Resume",
    seeResults: "See results",
    passFinalForCertificate: "Pass the final exam to receive your certificate.",
    standingFailed: "Failed to get your quiz and exam results",
    listFailed: "Failed to get the quizzes of this course",
    notEnrolled: "Enrol in this course to take its quizzes and exam.",
    accessEnded: "Your access to this course has ended: no new attempt can start.",
    backToCourse: "Back to the course",
    // The assessment's page.
    settingsHeading: "About this assessment",
    attemptsHeading: "Your attempts",
    noAttempts: "You have not taken it yet.",
    attemptColumn: "Attempt",
    startFailed: "Failed to start the attempt",
    // Taking an attempt.
    questionOf: (number: number, total: number) => `Question ${number} of ${total}`,
    timeLeft: "Time left",
    submitBy: (time: string) => `Submit by ${time}.`,
    timeUp: "Time is up: your saved answers were submitted.",
    saved: "Saved",
    saving: "Saving…",
    retrying: "Not saved: retrying",
    notAnswered: "Not answered",
    answerLabel: "Your answer",
    numericHint: "A number: 3.5 or 3,5",
    numericReadAs: (value: string) => `Read as ${value}`,
    numericInvalid: "Enter one number, e.g. 3.5 or 3,5 (the unit is beside the field)",
    trueLabel: "True",
    falseLabel: "False",
    submit: "Submit answers",
    submitTitle: "Submit your answers?",
    unanswered: (count: number) =>
      count === 0
        ? "Every question is answered. You cannot change your answers after submitting."
        : count === 1
          ? "1 question is unanswered. You cannot change your answers after submitting."
          : `${count} questions are unanswered. You cannot change your answers after submitting.`,
    submitConfirm: "Submit",
    submitFailed: "Failed to submit your answers. Please try again.",
    answerRejected: "This answer was not accepted.",
    lateAnswer: "Time is up: this answer was not counted.",
    attemptClosed: "This attempt was already submitted.",
    // The result.
    resultHeading: "Your result",
    score: (percent: number) => `Score ${percent}%`,
    correctOf: (correct: number, total: number) => `${correct} of ${total} correct`,
    passedAgainst: (mark: number) => `Passed: the pass mark is ${mark}%.`,
    failedAgainst: (mark: number) => `Not passed: the pass mark is ${mark}%.`,
    correct: "Correct",
    wrong: "Wrong",
    rightAnswer: "Right answer",
    explanation: "Explanation",
    tolerance: (tolerance: string) => `± ${tolerance}`,
    answersHidden: "The right answers are not shown for this assessment yet.",
    certificateEarned: "You passed the final exam and earned your certificate.",
    tryAgain: "Try again",
  },
  // Not spec texts: the admin Dashboard is ours.
  dashboard: {
    failed: "Failed to get the dashboard figures",
    noRevenue: "No approved orders in the last 12 months.",
    noStudents: "No new students in the last 12 weeks.",
    noEnding: "No enrolment ends in the next 7 days.",
    noCompletion: "No student is enrolled in an on-demand course yet.",
    legacyNote:
      "This upstream has no dashboard extension: revenue, new students and completion cannot be computed from it, so they are not shown.",
  },
  // Not spec texts: the admin's pages of a live course (sessions, attendance, class list).
  liveSessions: {
    titleRequired: "Please enter the session title",
    titleTooLong: "The title can have at most 200 characters",
    startInvalid: "Please enter the start date and time (Cairo time)",
    durationInvalid: "Duration must be a whole number of minutes from 1 to 600",
    meetingLinkInvalid: "Please enter the meeting link: an https:// address",
    created: "Session Added Successfully",
    createFailed: "Failed to Add Session",
    updated: "Session Updated Successfully",
    updateFailed: "Failed to Update Session",
    deleted: "Session Deleted Successfully",
    deleteFailed: "Failed to Delete Session",
    reorderFailed: "Failed to save the new order of the sessions",
    orderOutdated: "The sessions changed meanwhile: the page shows them as they are now.",
    thresholdInvalid: "The threshold must be a whole percent from 1 to 100",
    thresholdSaved: "Attendance threshold saved",
    thresholdFailed: "Failed to save the attendance threshold",
    attendanceSaved: "Attendance updated",
    attendanceFailed: "Failed to update the attendance",
    scheduleFailed: "Failed to get the sessions of this course",
    classListFailed: "Failed to get the class list of this course",
    noExtension:
      "This upstream has no live sessions: the sessions and the class list cannot be managed here.",
    noneThisWeek: "No live session this week.",
  },
  // Not spec texts: the student's private calendar subscription of live sessions.
  liveCalendar: {
    failed: "We could not load your calendar link right now. Please try again later.",
    revoked: "Your old calendar link no longer works. Use the new one below.",
    revokeFailed: "We could not revoke the calendar link. Please try again.",
  },
  // Not spec texts: the admin's USD-to-EGP rate (Settings), shown to buyers of USD items.
  exchangeRate: {
    invalid: "Enter the Egyptian pounds one US dollar buys: a number above 0 and at most 10000.",
    saved: "Exchange rate saved: USD items now show their EGP amount at this rate.",
    failed: "We could not save the exchange rate. Please try again.",
    loadFailed: "We could not load the exchange rate right now. Please try again later.",
    /** A USD item paid to an EGP account while no rate is set: never a dollar amount there. */
    egpToBeConfirmed:
      "The amount in Egyptian pounds will be confirmed by BrightWay before you pay.",
    /** Step 1 of the legacy steps for that item: "Send {this} to:". */
    theEgpAmount: "the amount in Egyptian pounds",
    /** Step 1 of an order for that item, before "by {method} to the account below, …". */
    sendOnceConfirmed: "Once BrightWay confirms the amount in Egyptian pounds, send it",
    /** The Settings form's hint while no rate is set. */
    hintUnset:
      "No rate yet: buyers of USD items who pay in Egyptian pounds are told the amount will be confirmed by BrightWay.",
    /** To the owner, on the dashboard and in Settings, while no rate is set. */
    unset:
      "No exchange rate is set: buyers of USD courses and products who pay by wallet or instant transfer cannot see the amount in Egyptian pounds.",
    /** To the owner when the rate is older than 7 days; `{date}` is the day it was set (Cairo). */
    stale: "The exchange rate was last set on {date}: check it is still right.",
    setLink: "Set the exchange rate",
    checkLink: "Check the exchange rate",
  },
  // Not spec texts: the payment page's way in for a visitor (both come back to the same item).
  checkout: {
    logIn: "Log in",
    createAccount: "Create account",
  },
  // Not spec texts: the consultancy page's enquiry form and the admin's Enquiries screen.
  enquiry: {
    ...clientMessages.enquiry,
    unavailable:
      "Enquiries cannot be sent from this site at the moment. Please write to us on WhatsApp.",
    nameRequired: "Please enter your name",
    emailInvalid: "Please enter a valid e-mail address",
    phoneInvalid: "Please enter a valid phone number",
    projectTypeRequired: "Please choose the type of project",
    messageTooShort: "Please tell us a little more (at least 10 characters)",
    tooLong: "This is too long",
    listFailed: "Failed to get the enquiries",
    saved: "Enquiry updated",
    saveFailed: "Failed to update the enquiry",
    missing: "This enquiry no longer exists.",
    none: "No enquiries yet.",
    noExtension: "This upstream keeps no enquiries: they cannot be listed here.",
  },
  // Not spec texts: the owner's side of assessments (the builder, the CSV import, results, stats).
  assessmentAdmin: {
    noExtension: "This upstream has no assessments: quizzes and exams cannot be managed here.",
    listFailed: "Failed to get the assessments of this course",
    questionsFailed: "Failed to get the questions of this assessment",
    statsFailed: "Failed to get the assessment figures",
    // The list of a course's assessments.
    pageTitle: "Assessments",
    intro:
      "Quizzes follow a section of the course; the final exam, when it has questions, must be passed for the certificate.",
    introOnline:
      "An online course has a final exam: once it has questions, it must be passed for the certificate.",
    none: "This course has no quiz or exam yet.",
    addQuiz: "Add Quiz",
    addFinal: "Add Final Exam",
    finalExists: "This course already has a final exam.",
    noSectionLeft: "Every section already has a quiz.",
    noSections: "Add a section to the course first: a quiz follows a section.",
    quizAfter: (section: string) => `Quiz after: ${section}`,
    finalExam: "Final exam · required for the certificate",
    editSettings: "Edit Settings",
    editQuestions: "Questions",
    deleteLabel: "Delete",
    deleteTitle: (title: string) => `Delete ${title}?`,
    deleteWarning:
      "Its questions and every student's attempts are deleted with it. Certificates already issued stay valid. This cannot be undone.",
    // Settings dialog.
    addQuizTitle: "Add Quiz",
    addFinalTitle: "Add Final Exam",
    editTitle: (title: string) => `Settings of ${title}`,
    settingsDescription: "Students see these settings before they start.",
    saveSettings: "Save Settings",
    titleLabel: "Title",
    sectionLabel: "Comes after section",
    passMarkLabel: "Pass mark (%)",
    timeLimitLabel: "Time limit (minutes, optional)",
    timeLimitHint: "Empty: no time limit.",
    maxAttemptsLabel: "Attempts allowed (optional)",
    maxAttemptsHint: "Empty: no limit.",
    retryWaitLabel: "Wait between attempts (minutes)",
    retryWaitHint: "0: a new attempt may start at once.",
    drawCountLabel: "Questions per attempt (optional)",
    drawCountHint: "Empty: every question. Fewer: drawn at random from the bank for each attempt.",
    shuffleLabel: "Shuffle the options of each question",
    revealLabel: "Show the right answers",
    revealAfterPass: "After a pass",
    revealAfterLastAttempt: "After the last attempt",
    revealNever: "Never",
    // The settings as the list shows them.
    summaryPassMark: (percent: number) => `Pass mark ${percent}%`,
    summaryTimeLimit: (minutes: number | null) =>
      minutes === null ? "No time limit" : `${minutes} minutes`,
    summaryAttempts: (attempts: number | null) =>
      attempts === null
        ? "Unlimited attempts"
        : `${attempts} ${attempts === 1 ? "attempt" : "attempts"}`,
    summaryQuestions: (perAttempt: number, bank: number) =>
      bank === 0
        ? "No question yet"
        : perAttempt < bank
          ? `${perAttempt} of ${bank} questions per attempt`
          : `${bank} ${bank === 1 ? "question" : "questions"}`,
    // Settings validation.
    titleRequired: "Please enter the title",
    titleTooLong: "The title can be at most 200 characters",
    sectionRequired: "Choose the section this quiz follows",
    sectionInvalid: "Choose a section of this course that has no quiz yet",
    titleInvalid: "Enter a title of at most 200 characters",
    passMarkInvalid: "Pass mark must be a whole percent from 1 to 100",
    timeLimitInvalid:
      "Time limit must be a whole number of minutes from 1 to 600, or empty for none",
    maxAttemptsInvalid:
      "Attempts allowed must be a whole number from 1 to 100, or empty for no limit",
    retryWaitInvalid:
      "Wait between attempts must be a whole number of minutes from 0 to 10080 (7 days)",
    drawCountInvalid:
      "Questions per attempt must be a whole number from 1 to 500, or empty for every question",
    revealInvalid: "Choose when students see the right answers",
    // Settings outcomes.
    created: "Assessment added",
    createFailed: "Failed to add the assessment",
    updated: "Assessment saved",
    updateFailed: "Failed to save the assessment",
    deleted: "Assessment deleted",
    deleteFailed: "Failed to delete the assessment",
    quizExists: "This section already has a quiz.",
    // The questions of one assessment.
    questionsHeading: (count: number) => `Questions (${count})`,
    backToList: "All assessments of this course",
    noQuestions: "No question yet: add one, or import a CSV file.",
    addQuestion: "Add Question",
    importCsv: "Import from CSV",
    previewAsStudent: "Preview as a student",
    backToQuestions: "Back to the questions",
    previewTitle: "Preview as a student",
    previewIntro:
      "What a student sees, without the right answers. An attempt draws its questions at random when fewer are asked per attempt, and shuffles the options when set to.",
    reorderHint:
      "Drag the handles, or focus one and use Space and the arrow keys, to change the order.",
    questionNumber: (position: number) => `Question ${position}`,
    questionName: (position: number) => `question ${position}`,
    editQuestion: "Edit",
    deleteQuestion: "Delete",
    deleteQuestionTitle: (position: number) => `Delete question ${position}?`,
    deleteQuestionWarning:
      "It leaves the bank at once; attempts already submitted keep their grade. This cannot be undone.",
    rightAnswer: "Right answer",
    toleranceAbsolute: (tolerance: number, unit: string | null) =>
      tolerance === 0 ? "(exact)" : `(± ${tolerance}${unit ? ` ${unit}` : ""})`,
    tolerancePercent: (tolerance: number) => (tolerance === 0 ? "(exact)" : `(± ${tolerance}%)`),
    explanationLabel: "Explanation",
    kindSingle: "Single choice",
    kindMultiple: "Multiple choice",
    kindTrueFalse: "True/False",
    kindNumeric: "Numeric",
    trueLabel: "True",
    falseLabel: "False",
    // Question dialog.
    addQuestionTitle: "Add Question",
    editQuestionTitle: (position: number) => `Edit question ${position}`,
    saveQuestion: "Save Question",
    kindLabel: "Kind of question",
    promptLabel: "Question",
    optionsLegend: "Options",
    optionLabel: (number: number) => `Option ${number}`,
    removeOption: "Remove",
    optionName: (number: number) => `option ${number}`,
    addOption: "Add Option",
    optionsHintSingle: "Choose the one right option.",
    optionsHintMultiple: "Tick every right option: a student must choose exactly these.",
    trueFalseLegend: "The statement is",
    numericAnswerLabel: "Right answer",
    numericAnswerHint: "A number; a comma or a point for decimals, e.g. 3.5",
    unitLabel: "Unit (optional)",
    unitHint: "Shown beside the student's field, e.g. kN",
    toleranceLabel: "Tolerance",
    toleranceHint: "0: the exact value only.",
    toleranceKindLegend: "Tolerance is",
    toleranceKindAbsolute: "Absolute (in the unit)",
    toleranceKindPercent: "Percent of the answer",
    explanationFieldLabel: "Explanation (optional)",
    explanationHint: "Shown with the right answer when the settings allow it.",
    // Question validation.
    kindInvalid: "Choose the kind of question",
    promptRequired: "Please enter the question",
    promptTooLong: "The question can be at most 2000 characters",
    optionRequired: "Please enter the text of every option, or remove the empty ones",
    optionTooLong: "An option can be at most 500 characters",
    optionsTooFew: "A choice question needs at least 2 options",
    optionsTooMany: "A question can have at most 10 options",
    correctSingleRequired: "Choose the right option",
    correctMultipleRequired: "Tick at least one right option",
    trueFalseRequired: "Choose whether the statement is true or false",
    numericAnswerInvalid: "Enter the right answer as a number, e.g. 3.5",
    toleranceInvalid: "Enter the tolerance as a number of at least 0 (0 for the exact value)",
    toleranceKindInvalid: "Choose how the tolerance is read",
    unitTooLong: "The unit can be at most 20 characters",
    explanationTooLong: "The explanation can be at most 2000 characters",
    promptInvalid: "Enter the question, at most 2000 characters",
    optionsInvalid:
      "Give 2 to 10 options of at most 500 characters each, and mark the right one (or ones)",
    // Question outcomes.
    questionCreated: "Question added",
    questionCreateFailed: "Failed to add the question",
    questionUpdated: "Question saved",
    questionUpdateFailed: "Failed to save the question",
    questionDeleted: "Question deleted",
    questionDeleteFailed: "Failed to delete the question",
    reorderFailed: "Failed to save the order of the questions",
    orderOutdated:
      "The questions changed meanwhile: the page now shows their current order. Please try again.",
    // CSV import.
    importTitle: "Import questions from CSV",
    importDescription:
      "One line a question, under a header line. Nothing is saved until every line is right; then all of them are added after the existing questions.",
    importFileLabel: "CSV file",
    importTextLabel: "Or paste the CSV text",
    importCheck: "Check",
    importSubmit: (count: number) => `Import ${count} ${count === 1 ? "question" : "questions"}`,
    importReady: (count: number) =>
      `${count} ${count === 1 ? "question is" : "questions are"} ready to import.`,
    importProblemsHeading: "Problems to correct (nothing was saved)",
    importExample: "Download an example (CSV)",
    importFormatHeading: "The format",
    importFormatColumns:
      "Columns: kind, prompt, option1 to option6, correct, answer, tolerance, tolerance_kind, unit, explanation. Columns a question does not use stay empty.",
    importFormatKinds:
      "kind: single, multiple, truefalse or numeric. correct: the number of the right option (single), the numbers of the right options separated by ; (multiple, e.g. 1;3), or true or false (truefalse).",
    importFormatNumeric:
      "numeric: answer is the right value (a point or a comma for decimals), tolerance a number of at least 0, tolerance_kind absolute or percent, unit optional (e.g. kN).",
    importEmptyInput: "Choose a CSV file or paste its text first.",
    imported: (count: number) => `Imported ${count} ${count === 1 ? "question" : "questions"}`,
    importFailed: "Failed to import the questions: nothing was saved.",
    importHasProblems:
      "The file has problems: nothing was saved. Correct the lines listed and check again.",
    csvTooLarge: "The file is too large: at most 300,000 characters.",
    csvUnreadable: "This text is not a CSV file that can be read.",
    csvEmpty: "The file is empty: it needs a header line and one question a line.",
    csvNoQuestions: "The file has no question under its header line.",
    csvTooMany: "A file can hold at most 500 questions.",
    csvMissingColumns: (columns: readonly string[]) =>
      `The header line must name the columns ${columns.join(", ")}.`,
    csvLine: (line: number, problem: string) => `Line ${line}: ${problem}`,
    csvKindUnknown: (value: string) =>
      value === ""
        ? "the kind is empty (single, multiple, truefalse or numeric)"
        : `the kind "${value}" is not single, multiple, truefalse or numeric`,
    csvPromptMissing: "the prompt is empty",
    csvPromptTooLong: "the prompt is longer than 2000 characters",
    csvOptionTooLong: (option: number) => `option ${option} is longer than 500 characters`,
    csvOptionGap: (option: number) => `option ${option} is empty but a later option is filled`,
    csvOptionsTooFew: "a choice question needs at least 2 options",
    csvOptionsNotTaken: (kind: string) => `a ${kind} question takes no options`,
    csvCorrectMissing: "the correct column is empty",
    csvCorrectNotNumber: (value: string) => `the correct option "${value}" is not an option number`,
    csvCorrectMissingOption: (option: number) => `the correct option ${option} does not exist`,
    csvCorrectRepeated: (option: number) => `the correct option ${option} is named twice`,
    csvCorrectOneOnly: "a single choice question has exactly one correct option",
    csvTrueFalseCorrect: (value: string) =>
      value === ""
        ? "the correct column must say true or false"
        : `the correct answer "${value}" is not true or false`,
    csvCorrectNotTaken: "a numeric question takes its value in the answer column, not correct",
    csvAnswerMissing: "the answer of a numeric question is empty",
    csvAnswerInvalid: (value: string) => `the answer "${value}" is not a number`,
    csvToleranceInvalid: (value: string) =>
      `the tolerance "${value}" is not a number of at least 0`,
    csvToleranceKindInvalid: (value: string) =>
      `the tolerance kind "${value}" is not absolute or percent`,
    csvNumericOnly: (column: string) => `the ${column} column is only for numeric questions`,
    csvUnitTooLong: "the unit is longer than 20 characters",
    csvExplanationTooLong: "the explanation is longer than 2000 characters",
    csvRefused: (fields: readonly string[]) =>
      fields.length === 0
        ? "the upstream refused this question"
        : `the upstream refused this question (${fields.join(", ")})`,
    // Results per student (enrolments page, class list).
    resultsColumn: "Assessments",
    resultBest: (percent: number) => `best ${percent}%`,
    resultAttempts: (count: number) => `${count} ${count === 1 ? "attempt" : "attempts"}`,
    resultPassedOn: (date: string) => `passed on ${date}`,
    resultNotPassed: "Not passed",
    resultNoAttempt: "No attempt",
    // Dashboard.
    statsHeading: "Assessments",
    statsNone: "No assessment has a submitted attempt yet.",
    statsPassRate: (percent: number) => `${percent}% passed`,
    statsCounts: (students: number, attempts: number) =>
      `${students} ${students === 1 ? "student" : "students"} · ${attempts} ${attempts === 1 ? "attempt" : "attempts"}`,
    statsMostMissed: "Most often missed",
    statsMissed: (missed: number, answered: number) => `missed ${missed} of ${answered}`,
    statsNoneMissed: "No question missed yet.",
  },
  // Not spec texts: where a live course and its sessions stand (days in Cairo, the upstream's clock).
  liveStatus: clientMessages.liveStatus,
  // Not spec texts: the owner's messages to a course's students (Class List, Manage Enrollments,
  // the course pages).
  classMessages: {
    heading: "Messages to the class",
    open: "Message the class",
    dialogTitle: "Message the class",
    dialogDescription: (courseName: string) =>
      `Every student of ${courseName} receives it by e-mail and reads it on the course page.`,
    subjectLabel: "Subject",
    subjectHint: "One line, at most 150 characters.",
    bodyLabel: "Message",
    bodyHint: "Plain text, at most 5000 characters. Addresses in it are not turned into links.",
    subjectRequired: "Please enter the subject",
    subjectTooLong: "The subject can have at most 150 characters",
    subjectOneLine: "The subject must be one line",
    bodyRequired: "Please write the message",
    bodyTooLong: "The message can have at most 5000 characters",
    bodyInvalid: "The message holds characters that cannot be sent",
    review: "Continue",
    back: "Back",
    send: "Send message",
    confirmRecipients: (students: number) =>
      students === 0
        ? "The course has no students yet: the message will only be shown on the course page."
        : `This message goes to ${students} ${students === 1 ? "student" : "students"}, by e-mail and on the course page.`,
    confirmOptedOut: (optedOut: number) =>
      `${optedOut} of them stopped our e-mails and will only see it on the course page.`,
    confirmUnknown:
      "This message goes to every student of the course, by e-mail and on the course page.",
    sent: (students: number) =>
      students === 0
        ? "Message saved: the course has no students yet"
        : `Message sent to ${students} ${students === 1 ? "student" : "students"}`,
    sendFailed: "Failed to send the message",
    sentOn: (when: string, students: number) =>
      `Sent on ${when} to ${students} ${students === 1 ? "student" : "students"}`,
    postedOn: (when: string) => `Posted on ${when}`,
    none: "No message sent yet.",
    earlier: (count: number) => `Earlier messages (${count})`,
    readFailed: "The messages of this course could not be loaded. Please try again later.",
  },
  // Not spec texts: a student's own password change on Edit Profile, and a reset link checked
  // before its form (upstream extension "Password changes").
  passwordChange: {
    heading: "Change Password",
    intro:
      "Your other devices are signed out; this one stays signed in. We e-mail you whenever your password changes.",
    currentPasswordLabel: "Old password",
    newPasswordLabel: "New password",
    submit: "Change Password",
    changed: "Your password was changed. Your other devices were signed out.",
    failed: "Failed to change the password",
    currentRequired: "Please enter your old password",
    wrongPassword: "The old password is wrong",
    linkUsed:
      "This reset link was already used. If you did not reset your password yourself, ask for a new link below and choose a new password.",
    linkExpired: "This reset link has expired: a link works for 1 hour. Ask for a new one below.",
    linkInvalid:
      "This reset link is not valid. Open the newest link we sent you, or ask for a new one below.",
    newLinkHeading: "Ask for a new link",
  },
  // Drafts (upstream extension "Publishing"): a course, product or publication is seen by admins
  // only until the owner publishes it.
  publishing: {
    draftMark: "Draft",
    publish: "Publish",
    unpublish: "Unpublish",
    createdAsDraft: "Saved as a draft. Publish it when it is ready.",
    createIntro:
      "It is saved as a draft that only admins see: publish it from the manage list when it is ready.",
    published: "Published: visitors can see it now.",
    unpublished: "Unpublished: only admins can see it now.",
    publishFailed: "Failed to publish",
    unpublishFailed: "Failed to unpublish",
    unpublishTitle: (title: string) => `Unpublish ${title}?`,
    unpublishWarning:
      "It leaves the site: visitors and students no longer see it, and nobody can buy it until you publish it again.",
    previewBanner: "Draft: only admins can see this page.",
  },
  // Not spec texts: the site's name and description (page titles, search results).
  site: {
    name: "BrightWay Engineering",
    description:
      "Structural and civil engineering courses, design spreadsheets, publications and consultancy.",
  },
  // Not spec texts: the language switch and the offer of Arabic to an Arabic browser.
  language: {
    // The other language's name, in that language: what the switch shows.
    otherName: "العربية",
    // The switch's accessible name and title, in this page's language.
    switchLabel: "Read this page in Arabic",
    // Shown once on the English site to a browser whose first language is Arabic.
    offer: "هذا الموقع متاح باللغة العربية.",
    offerAction: "اقرأ بالعربية",
    offerDismiss: "Stay in English",
    // The Edit Profile field: the language of e-mails and of the site after login.
    fieldLabel: "Language",
    fieldHint: "The language of the e-mails we send you.",
    fieldInvalid: "Please choose English or Arabic",
  },
  // Not spec texts: the header's own words around the spec's menu.
  header: {
    menu: "Menu",
    brandSub: "Engineering",
  },
  // Texts of each area not written in the spec, one file per area (lib/catalogue/).
  publicPages,
  coursePages,
  accountPages,
  adminPages,
  adminForms,
  ui,
} as const;
