import { describe, expect, it } from "vitest";
import { clientMessages } from "@/lib/client-messages";
import { arClientMessages } from "@/lib/client-messages.ar";
import { messages } from "@/lib/messages";
import { arMessages } from "@/lib/messages.ar";

type Leaf = { path: string; english: unknown; arabic: unknown };

/** Every text or function of `english`, beside what `arabic` holds at the same path. */
function leaves(english: unknown, arabic: unknown, path = ""): Leaf[] {
  if (typeof english === "string" || typeof english === "function") {
    return [{ path, english, arabic }];
  }
  if (english === null || typeof english !== "object") return [{ path, english, arabic }];
  return Object.entries(english).flatMap(([key, value]) =>
    leaves(
      value,
      arabic !== null && typeof arabic === "object"
        ? (arabic as Record<string, unknown>)[key]
        : undefined,
      path === "" ? key : `${path}.${key}`,
    ),
  );
}

/** Keys the Arabic catalogue has and the English one does not (a renamed or removed key). */
function extraKeys(english: unknown, arabic: unknown, path = ""): string[] {
  if (arabic === null || typeof arabic !== "object" || typeof english !== "object") return [];
  const englishObject = (english ?? {}) as Record<string, unknown>;
  return Object.entries(arabic).flatMap(([key, value]) => {
    const here = path === "" ? key : `${path}.${key}`;
    return key in englishObject ? extraKeys(englishObject[key], value, here) : [here];
  });
}

const kind = (value: unknown) =>
  Array.isArray(value) ? "array" : value === null ? "null" : typeof value;

const catalogues = [
  { name: "messages", english: messages, arabic: arMessages },
  { name: "clientMessages", english: clientMessages, arabic: arClientMessages },
] as const;

const arabicLetter = /[\u0621-\u064A]/;
const easternDigit = /[\u0660-\u0669\u06F0-\u06F9]/;
const isolated = (text: string) => `\u2068${text}\u2069`;

/**
 * Texts that are right without an Arabic letter, by path (a prefix covers what is under it).
 */
const notArabicOnPurpose: Record<string, string> = {
  "catalogue.fileTypes":
    "file types are named as engineers name them: PDF, Excel, Word, PowerPoint",
  "catalogue.fileFacts": "only a file's type and size, both Latin ('PDF · 2.4 MB')",
  "assessments.tolerance": "a ± sign and a value, shown inside the left-to-right answer",
  "site.name": "the company's name, a brand, the same in both languages",
  "language.otherName": "the switch names the other language in that language: English",
  "certificatePdf.en":
    "the PDF is printed in the language chosen for it; its English texts are printed in English",
};

/** The certificate PDF's texts are shared by both catalogues and tested where the PDF is built. */
const sharedWithEnglish = ["certificatePdf"];

const under = (path: string, prefixes: readonly string[]) =>
  prefixes.some((prefix) => path === prefix || path.startsWith(`${prefix}.`));

/**
 * Arguments to call each function with: every branch of a text (0, 1, 2, 3 to 10, 11 to 99, 100,
 * null, empty), Latin and Arabic values, so that the Arabic sentence is seen as a reader sees it.
 */
const counts = [[0], [1], [2], [3], [11], [100]];
const samples: Record<string, readonly (readonly unknown[])[]> = {
  "courseOutline.itemTooLong": [[3]],
  // coursePages (the course details pages)
  "coursePages.meta.onDemandDescription": [["ETABS for Beginners"], ["التصميم الزلزالي"]],
  "coursePages.meta.onlineDescription": [["Seismic Design"]],
  "coursePages.meta.coverAlt": [["ETABS for Beginners"]],
  "coursePages.meta.packageName": counts.slice(1),
  "coursePages.hero.photoOf": [["Eng. Ahmed Samir"], ["م. أحمد سمير"]],
  "coursePages.packages.buyThe": [["3 months Package"]],
  "coursePages.packages.percentOff": [[20]],
  "coursePages.player.unplayable": [["Lesson 1"]],
  "coursePages.player.section": [[1], [12]],
  "coursePages.progress.videosDone": [
    [3, 12],
    [0, 1],
  ],
  "coursePages.progress.lastActivity": [["12 May 2025, 17:03 Cairo time"]],
  "coursePages.progress.progressIn": [["Getting Started"]],
  "coursePages.progress.forCourse": [["ETABS for Beginners"]],
  "coursePages.progress.ofCertificateFor": [["ETABS for Beginners"]],
  "coursePages.live.attended": [
    [3, 8],
    [0, 12],
  ],
  "coursePages.live.certificateNeeds": [[75]],
  "coursePages.live.calendarHint": [["Seismic Design"]],
  "coursePages.live.noRecordingYet": [["Week 1: Loads"]],
  "coursePages.live.recordingTitle": [["Week 1: Loads"]],
  "coursePages.live.nowPlayingRecording": [["Week 1: Loads"]],
  "coursePages.live.sessionCount": [
    [1, "Africa/Cairo"],
    [2, "Africa/Cairo"],
    [5, "Africa/Cairo"],
    [12, "Africa/Cairo"],
  ],
  "coursePages.live.session": [[3]],
  "coursePages.live.cairoTime": [["Africa/Cairo"]],
  "coursePages.live.minutes": counts.slice(1),
  "coursePages.live.duration": [["90 minutes"]],
  "coursePages.live.ofTitle": [["Week 1: Loads"]],
  "coursePages.clock.yourTime": [["17:00", "Europe/London"]],
  "coursePages.clock.countdown": [
    [2, 3, 4, 9],
    [1, 0, 15, 0],
    [0, 3, 4, 9],
    [0, 0, 14, 5],
  ],
  "coursePages.editor.sectionLabel": [["Getting Started"]],
  "coursePages.editor.videoLabel": [["Lesson 1"]],
  "coursePages.editor.addVideoTo": [["Getting Started"]],
  "coursePages.editor.editSection": [["Getting Started"]],
  "coursePages.editor.deleteSectionTitle": [["Getting Started"], ["المقدمة"]],
  "coursePages.editor.deleteSection": [["Getting Started"]],
  "coursePages.editor.editVideo": [["Lesson 1"]],
  "coursePages.editor.deleteVideoTitle": [["Lesson 1"]],
  "coursePages.editor.deleteVideo": [["Lesson 1"]],
  "coursePages.editor.editSectionTitle": [["Getting Started"]],
  "coursePages.editor.editVideoTitle": [["Lesson 1"]],
  "coursePages.editor.addVideoTitle": [["Getting Started"]],
  "catalogue.noResults": [["steel design"], ["تصميم المنشآت"]],
  "catalogue.fileFacts": [[["PDF", "2.4 MB"]], [["Excel"]]],
  "admin.packageInUse": [[[]], [["Mona Adel"]], [["يوسف", "Omar"]], [["A", "B", "C"]]],
  "watch.leftToWatch": [["4:10"]],
  "watch.watchMore": [["1:05:00"]],
  "watch.finalExamPassed": [[85]],
  "assessments.quizAfter": [["Load combinations"], ["الأحمال"]],
  "assessments.questionsPerAttempt": counts,
  "assessments.passMark": [[70]],
  "assessments.timeLimit": [[null], ...counts.slice(1)],
  "assessments.attemptsAllowed": [[null], ...counts.slice(1)],
  "assessments.retryWait": counts,
  "assessments.bestScore": [[85]],
  "assessments.attemptsLeft": counts.slice(1),
  "assessments.waitUntil": [["Sun 29 Nov, 14:30"]],
  "assessments.questionOf": [
    [1, 20],
    [12, 20],
  ],
  "assessments.submitBy": [["14:30"]],
  "assessments.numericReadAs": [["3.5"]],
  "assessments.unanswered": counts,
  "assessments.score": [[85]],
  "assessments.correctOf": [
    [17, 20],
    [0, 3],
  ],
  "assessments.passedAgainst": [[70]],
  "assessments.failedAgainst": [[70]],
  "assessments.tolerance": [["2%"], ["0.5 kN"]],
  "assessmentAdmin.quizAfter": [["Load combinations"]],
  "assessmentAdmin.deleteTitle": [["Quiz 1"], ["الاختبار النهائي"]],
  "assessmentAdmin.editTitle": [["Final exam"]],
  "assessmentAdmin.summaryPassMark": [[70]],
  "assessmentAdmin.summaryTimeLimit": [[null], ...counts.slice(1)],
  "assessmentAdmin.summaryAttempts": [[null], ...counts.slice(1)],
  "assessmentAdmin.summaryQuestions": [
    [0, 0],
    [1, 20],
    [2, 20],
    [10, 40],
    [12, 12],
    [5, 5],
  ],
  "assessmentAdmin.questionsHeading": [[14]],
  "assessmentAdmin.questionNumber": [[3]],
  "assessmentAdmin.questionName": [[3]],
  "assessmentAdmin.deleteQuestionTitle": [[3]],
  "assessmentAdmin.toleranceAbsolute": [
    [0, "kN"],
    [0.5, "kN"],
    [5, null],
  ],
  "assessmentAdmin.tolerancePercent": [[0], [5]],
  "assessmentAdmin.editQuestionTitle": [[3]],
  "assessmentAdmin.optionLabel": [[3]],
  "assessmentAdmin.optionName": [[3]],
  "assessmentAdmin.importSubmit": counts.slice(1),
  "assessmentAdmin.importReady": counts.slice(1),
  "assessmentAdmin.imported": counts.slice(1),
  "assessmentAdmin.csvMissingColumns": [[["kind", "prompt", "correct"]]],
  "assessmentAdmin.csvLine": [[4, "the prompt is empty"]],
  "assessmentAdmin.csvKindUnknown": [[""], ["choice"]],
  "assessmentAdmin.csvOptionTooLong": [[3]],
  "assessmentAdmin.csvOptionGap": [[3]],
  "assessmentAdmin.csvOptionsNotTaken": [["numeric"]],
  "assessmentAdmin.csvCorrectNotNumber": [["b"]],
  "assessmentAdmin.csvCorrectMissingOption": [[7]],
  "assessmentAdmin.csvCorrectRepeated": [[3]],
  "assessmentAdmin.csvTrueFalseCorrect": [[""], ["yes"]],
  "assessmentAdmin.csvAnswerInvalid": [["12kN"]],
  "assessmentAdmin.csvToleranceInvalid": [["-1"]],
  "assessmentAdmin.csvToleranceKindInvalid": [["relative"]],
  "assessmentAdmin.csvNumericOnly": [["tolerance"]],
  "assessmentAdmin.csvRefused": [[[]], [["prompt", "options"]]],
  "assessmentAdmin.resultBest": [[85]],
  "assessmentAdmin.resultAttempts": counts.slice(1),
  "assessmentAdmin.resultPassedOn": [["29 Nov 2026"]],
  "assessmentAdmin.statsPassRate": [[64]],
  "assessmentAdmin.statsCounts": [
    [1, 1],
    [2, 2],
    [3, 11],
    [25, 100],
  ],
  "assessmentAdmin.statsMissed": [[7, 12]],
  "liveStatus.startsInMinutes": [[1], [2], [5], [15], [59]],
  "classMessages.dialogDescription": [["ETABS for Beginners"], ["تصميم الأساسات"]],
  "classMessages.confirmRecipients": counts,
  "classMessages.confirmOptedOut": counts.slice(1),
  "classMessages.sent": counts,
  "classMessages.sentOn": [
    ["29 Nov 2026, 14:30", 1],
    ["29 Nov 2026, 14:30", 2],
    ["29 Nov 2026, 14:30", 40],
  ],
  "classMessages.postedOn": [["29 Nov 2026, 14:30"]],
  "classMessages.earlier": [[6]],
  "publishing.unpublishTitle": [["ETABS for Beginners"], ["تصميم الأساسات"]],
  // adminPages (the admin's pages)
  "adminPages.dashboard.oldestWaiting": [["3 h 05 min"], ["3 س 05 د"]],
  "adminPages.dashboard.overdue": [[24]],
  "adminPages.dashboard.revenueTitle": [["EGP"], ["الجنيه المصري"]],
  "adminPages.dashboard.noRevenueIn": [["USD"], ["الدولار الأمريكي"]],
  "adminPages.dashboard.revenueDescription": [["الجنيه المصري", "1,800 ج.م"]],
  "adminPages.dashboard.revenueSeries": [["USD"], ["الدولار الأمريكي"]],
  "adminPages.dashboard.studentsDescription": [[4], [120]],
  "adminPages.dashboard.sessionLine": [
    [1, 1],
    [2, 2],
    [90, 12],
  ],
  "adminPages.dashboard.showNumbers": [["الطلاب الجدد أسبوعيًا"]],
  "adminPages.courses.imageAlt": [["صورة الدورة", "ETABS for Beginners"]],
  "adminPages.courses.changeCourseImageTitle": [["ETABS for Beginners"], ["تصميم الأساسات"]],
  "adminPages.courses.changeInstructorImageTitle": [["ETABS for Beginners"]],
  "adminPages.courses.deleteTitle": [["ETABS for Beginners"], ["تصميم الأساسات"]],
  "adminPages.documents.deleteTitle": [["Beam tables"]],
  "adminPages.documents.ofTitle": [["Beam tables"]],
  "adminPages.documents.opensInNewTab": [["Beam tables"]],
  "adminPages.documents.changeImageTitle": [["Beam tables"]],
  "adminPages.documents.coverAlt": [["Beam tables"]],
  "adminPages.documents.editTitle": [["تعديل", "Beam tables"]],
  "adminPages.documents.editFileTitle": [["Beam tables"]],
  "adminPages.orders.late": [["26 h 05 min", 24]],
  "adminPages.orders.waiting": [["3 h 05 min", "20 h 55 min", 24]],
  "adminPages.orders.summary": [["1,400 ج.م", "Steel Design"]],
  "adminPages.orders.reason": [["The photo is blurry"]],
  "adminPages.orders.orderSr": [["BW-7K2Q"]],
  "adminPages.orders.approveTitle": [["BW-7K2Q"]],
  "adminPages.orders.approveDescription": [
    ["1,400 ج.م مقابل Steel Design", "يحصل الطالب على الوصول الآن"],
  ],
  "adminPages.orders.rejectTitle": [["BW-7K2Q"]],
  "adminPages.orders.viewProofSr": [["BW-7K2Q"]],
  "adminPages.orders.proofTitle": [["BW-7K2Q"]],
  "adminPages.orders.proofAlt": [["BW-7K2Q"]],
  "adminPages.settings.rateSetOn": [["1 March 2026"], ["1 مارس 2026"]],
  "adminPages.enquiries.handle": [["Karim Nabil"], ["يوسف"]],
  "adminPages.projects.portfolioPublished": [["PDF"]],
  "adminPages.projects.deleteTitle": [["Cairo Tower"]],
  "adminPages.projects.mainImageAlt": [["Cairo Tower"]],
  "adminPages.projects.editLabel": [["Cairo Tower"]],
  "adminPages.headerPhotos.deleteSr": [[3]],
  "adminPages.headerPhotos.deleteTitle": [[3]],
  "adminPages.headerPhotos.photoAlt": [[3]],
  "adminPages.headerPhotos.photo": [[3]],
  // adminForms (the admin's forms)
  "adminForms.projectForm.image": [[1], [3]],
  "adminForms.projectForm.savedPhotoAlt": [[3]],
  "adminForms.projectForm.removeImageNumber": [[3]],
  "adminForms.projectForm.tooLarge": [["90 MB"]],
  "adminForms.projectForm.editTitleOf": [["Cairo Tower"], ["برج القاهرة"]],
  "adminForms.projectForm.atMost": [[200], [2000]],
  "ui.fileDrop.rules": [[".jpg, .png", "5 MB"]],
  "ui.fileDrop.tooLarge": [["5 MB"]],
  "ui.fileDrop.wrongType": [[".pdf"]],
  "ui.fileDrop.previewAlt": [["صورة الدورة"]],
  "ui.fileDrop.removeLabel": [["Course Photo"], ["صورة الدورة"]],
  "adminForms.assign.courseDialogTitle": [["Mona Adel"], ["يوسف"]],
  "adminForms.assign.dates": [["1 Dec 2026", "30 Dec 2026"]],
  "adminForms.assign.assignOnlineCourse": [["ETABS for Beginners"]],
  "adminForms.assign.packageLine": counts.slice(1),
  "adminForms.assign.assignPackage": [
    [1, "ETABS for Beginners"],
    [3, "تصميم الأساسات"],
    [12, "ETABS"],
  ],
  "adminForms.assign.productDialogTitle": [["Mona Adel"]],
  "adminForms.assign.idOf": [[14]],
  "adminForms.bulk.enrolledOf": [[12, 14]],
  "adminForms.bulk.readyOf": [[12, 14]],
  "adminForms.bulk.rowsWithErrors": counts.slice(1),
  "adminForms.bulk.line": [[4]],
  "adminForms.bulk.enrolAll": counts.slice(1),
  "adminForms.enrollments.timesAre": [["بتوقيت القاهرة"]],
  "adminForms.enrollments.packageLabel": [
    ["Gold", 1],
    ["Gold", 6],
    ["الذهبية", 12],
  ],
  "adminForms.enrollments.ofStudent": [["Mona Adel"]],
  "adminForms.enrollments.progressOf": [["Mona Adel"]],
  "adminForms.enrollments.videosOf": [[4, 12]],
  "adminForms.enrollments.lastActivity": [["12 May 2025, 17:03 Cairo time"]],
  "adminForms.enrollments.changePackageOf": [["Mona Adel"]],
  "adminForms.enrollments.months": counts.slice(1),
  "adminForms.enrollments.removeTitle": [["Mona Adel"], ["يوسف"]],
  "adminForms.enrollments.caption": [["ETABS for Beginners"]],
  "adminForms.onlineCourse.attendedOf": [[3, 12]],
  "adminForms.onlineCourse.joinedAt": [["19:05 Cairo time"]],
  "adminForms.onlineCourse.enrolledStudents": [[0], [14]],
  "adminForms.onlineCourse.certificateRule": [[75]],
  "adminForms.onlineCourse.certificateOf": [["Mona Adel"]],
  "adminForms.onlineCourse.removeTitle": [["Mona Adel", "ETABS for Beginners"]],
  "adminForms.onlineCourse.attendedCount": [[3, 12]],
  "adminForms.onlineCourse.attendanceOf": [["Session 1"], ["الجلسة الأولى"]],
  "adminForms.productEnrollments.headingOf": [["Steel Design Sheet"]],
  "adminForms.productEnrollments.removeTitle": [["Mona Adel", "Steel Design Sheet"]],
  "adminForms.packages.editTitle": [["Gold"], ["الذهبية"]],
  "adminForms.packages.packageNamed": [["Gold"]],
  "adminForms.packages.cannotDelete": [["Gold"]],
  "adminForms.packages.deleteTitle": [["Gold"]],
  "adminForms.packages.caption": [["ETABS for Beginners"]],
  "adminForms.packages.months": counts.slice(1),
  "adminForms.liveSessions.editTitle": [["Session 1"], ["الجلسة الأولى"]],
  "adminForms.liveSessions.dialogDescription": [["1 Dec 2026 to 30 Dec 2026"]],
  "adminForms.liveSessions.sessions": [[0], [12]],
  "adminForms.liveSessions.timesAre": [["1 Dec 2026 to 30 Dec 2026"]],
  "adminForms.liveSessions.none": [["ETABS for Beginners"]],
  "adminForms.liveSessions.sessionNamed": [["Session 1"]],
  "adminForms.liveSessions.minutes": [[1], [2], [5], [90], [100]],
  "adminForms.liveSessions.deleteTitle": [["Session 1"]],
  // accountPages (sign-in and the student's pages)
  "accountPages.enrolled.coverOf": [["Steel Design Guide"], ["دليل التصميم"]],
  "accountPages.myOrders.reason": [["The amount is wrong"]],
  "accountPages.ui.uploadingPercent": [["جارٍ رفع الصورة", 40]],
  "accountPages.ui.videoPreview": [["YouTube", "https://www.youtube-nocookie.com/embed/x"]],
  "accountPages.ui.sort.move": [["Week 1"]],
  "accountPages.ui.sort.pickedUp": [["Week 1", 2, 5]],
  "accountPages.ui.sort.movedTo": [["Week 1", 3, 5]],
  "accountPages.ui.sort.notOver": [["Week 1"]],
  "accountPages.ui.sort.droppedAt": [["Week 1", 3, 5]],
  "accountPages.ui.sort.droppedOutside": [["Week 1"]],
  "accountPages.ui.sort.cancelled": [["Week 1", 2, 5]],
  "accountPages.myOrders.cancelTitle": [["BW-7K2Q"]],
  "accountPages.devices.signOutTitle": [["Chrome on Windows"]],
  "accountPages.enrolled.months": counts.slice(1),
  "accountPages.enrolled.progressIn": [["ETABS for Beginners"]],
  "accountPages.enrolled.videosDone": [[3, 12]],
  "accountPages.enrolled.nextSessionAt": [["Week 1", "الجمعة، 18 ديسمبر 2026 في 19:00"]],
  "accountPages.enrolled.attended": [[3, 8]],
  // publicPages (visitors' pages)
  copyLinkTo: [["Retaining Wall Design Sheet"]],
  "publicPages.home.photoAlt": [[1, 3]],
  "publicPages.home.carousel.goTo": [[3]],
  "publicPages.home.viewService": [["الدورات المباشرة"]],
  "publicPages.lists.pagesLabel": [["المنتجات"]],
  "publicPages.pager.page": [[1], [12]],
  "publicPages.documents.coverAlt": [["Steel Design Guide"]],
  "publicPages.documentPages.product.fallbackDescription": [["Steel Design Guide"]],
  "publicPages.documentPages.publication.fallbackDescription": [["Punching Shear Notes"]],
  "publicPages.courseCard.hours": [["32"]],
  "publicPages.gallery.photos": [["Nile Tower"]],
  "publicPages.gallery.showPhoto": [[2, 5]],
  "publicPages.certificate.title": [["ABCD-EFGH-JKMN"]],
  "publicPages.certificate.description": [
    ["Mariam Hassan", "ETABS for Beginners", "BrightWay Engineering"],
  ],
  "publicPages.certificate.verified": [["BrightWay Engineering"]],
  "publicPages.certificate.attended": [
    [1, 1],
    [2, 2],
    [3, 4],
    [7, 11],
    [12, 100],
  ],
  "publicPages.certificate.hours": [["12 أسبوعًا"]],
  "publicPages.payment.forPaymentsIn": [["الجنيه المصري"]],
  "publicPages.payment.packageTitle": [
    ["ETABS for Beginners", 1],
    ["ETABS", 3],
    ["ETABS", 12],
  ],
  "publicPages.payment.legacy.whatsappText": [["1,350 EGP", "ETABS for Beginners"]],
  "publicPages.payment.placeOrderBy": [["المحفظة الإلكترونية"]],
  "publicPages.payment.copy.copyName": [["رقم المحفظة"]],
  "publicPages.payment.copy.copiedName": [["رقم المحفظة"]],
  "publicPages.payment.copy.failedName": [["رقم المحفظة"]],
  "publicPages.payment.order.byMethod": [["المحفظة الإلكترونية"]],
};

describe.each(catalogues)("the Arabic $name", ({ english, arabic }) => {
  const all = leaves(english, arabic);

  it("has every key of the English catalogue, of the same kind, and no other", () => {
    const problems = all.flatMap(({ path, english: text, arabic: translation }) =>
      translation === undefined
        ? [`${path}: missing`]
        : kind(text) !== kind(translation)
          ? [`${path}: ${kind(text)} in English, ${kind(translation)} in Arabic`]
          : [],
    );
    expect(problems).toEqual([]);
    expect(extraKeys(english, arabic)).toEqual([]);
  });

  it("writes every text in Arabic, with Latin digits", () => {
    const problems = all
      .filter(
        ({ path, arabic: text }) => typeof text === "string" && !under(path, sharedWithEnglish),
      )
      .flatMap(({ path, arabic: text }) => {
        const found: string[] = [];
        if (!arabicLetter.test(text as string) && !under(path, Object.keys(notArabicOnPurpose))) {
          found.push(`${path}: no Arabic letter in "${text as string}"`);
        }
        if (easternDigit.test(text as string)) found.push(`${path}: Eastern Arabic digits`);
        return found;
      });
    expect(problems).toEqual([]);
  });

  it("keeps every {placeholder} of the English text, and adds none", () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const problems = all
      .filter(({ english: text }) => typeof text === "string")
      .flatMap(({ path, english: text, arabic: translation }) => {
        const wanted = placeholders(text as string);
        const kept = typeof translation === "string" ? placeholders(translation) : [];
        return JSON.stringify(wanted) === JSON.stringify(kept)
          ? []
          : [`${path}: {${wanted.join("}, {")}} in English, {${kept.join("}, {")}} in Arabic`];
      });
    expect(problems).toEqual([]);
  });

  it("builds Arabic sentences from the same arguments, each value isolated", () => {
    const functions = all.filter(
      ({ path, english: text }) => typeof text === "function" && !under(path, sharedWithEnglish),
    );
    expect(functions.filter(({ path }) => !(path in samples)).map(({ path }) => path)).toEqual([]);
    const problems = functions.flatMap(({ path, english: build, arabic: translate }) =>
      (samples[path] ?? []).flatMap((args) => {
        const inEnglish = String((build as (...a: unknown[]) => unknown)(...args));
        const result = (translate as (...a: unknown[]) => unknown)(...args);
        const at = `${path}(${JSON.stringify(args)})`;
        if (typeof result !== "string") return [`${at}: returned ${kind(result)}`];
        const found: string[] = [];
        if (!arabicLetter.test(result) && !under(path, Object.keys(notArabicOnPurpose))) {
          found.push(`${at}: no Arabic letter in "${result}"`);
        }
        if (easternDigit.test(result)) found.push(`${at}: Eastern Arabic digits in "${result}"`);
        for (const value of args.flat()) {
          // A value the English sentence shows is shown in the Arabic one: a text isolated, a count
          // from 3 up in Latin digits (Arabic says one and two in words: "سؤال واحد", "سؤالان").
          if (typeof value === "string" && value !== "" && inEnglish.includes(value)) {
            if (!result.includes(isolated(value))) found.push(`${at}: "${value}" not isolated`);
          }
          if (typeof value === "number" && value >= 3 && inEnglish.includes(String(value))) {
            if (!result.includes(String(value))) found.push(`${at}: ${value} missing`);
          }
        }
        return found;
      }),
    );
    expect(problems).toEqual([]);
  });
});

describe("the Arabic catalogue mirrors the English one's sources", () => {
  it("takes the client texts from the Arabic client catalogue, as messages.ts does", () => {
    expect(arMessages.liveStatus).toBe(arClientMessages.liveStatus);
    expect(arMessages.course.loading).toBe(arClientMessages.loading);
    expect(arMessages.linkCopied).toBe(arClientMessages.linkCopied);
    expect(arMessages.enquiry).toMatchObject(arClientMessages.enquiry);
  });

  it("says one, two and many as Arabic does, and isolates names in a list", () => {
    expect(arMessages.assessments.questionsPerAttempt(1)).toBe("سؤال واحد في كل محاولة");
    expect(arMessages.assessments.questionsPerAttempt(2)).toBe("سؤالان في كل محاولة");
    expect(arMessages.assessments.questionsPerAttempt(5)).toBe("5 أسئلة في كل محاولة");
    expect(arMessages.assessments.questionsPerAttempt(20)).toBe("20 سؤالًا في كل محاولة");
    expect(arMessages.assessments.questionsPerAttempt(100)).toBe("100 سؤال في كل محاولة");
    expect(arMessages.assessmentAdmin.importSubmit(2)).toBe("استيراد سؤالين");
    expect(arClientMessages.liveStatus.startsInMinutes(5)).toBe("تبدأ بعد 5 دقائق");
    expect(arMessages.admin.packageInUse(["يوسف", "Omar"])).toContain(
      "يشترك بها طالبان (\u2068يوسف\u2069، \u2068Omar\u2069)",
    );
  });
});
