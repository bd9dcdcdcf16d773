import { clientMessages } from "./client-messages";

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
    loginToOrder: "Log in as a student to place your order and upload your payment proof here.",
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
    dateColumn: "Date",
    scoreColumn: "Score",
    resultColumn: "Result",
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
    unitLabel: (unit: string) => `in ${unit}`,
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
    yourAnswer: "Your answer",
    rightAnswer: "Right answer",
    explanation: "Explanation",
    tolerance: (tolerance: string) => `± ${tolerance}`,
    answersHidden: "The right answers are not shown for this assessment yet.",
    certificateEarned: "You passed the final exam and earned your certificate.",
    seeCertificate: "See your certificate",
    tryAgain: "Try again",
    myAssessments: "Quizzes and exams",
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
} as const;
