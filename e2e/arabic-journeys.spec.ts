import { expect, test, type Page } from "./test";
import {
  admin,
  expectNoSideScroll,
  lessonTitle,
  loginAs,
  placeOrder,
  seededCourses,
  sendTransferProof,
} from "./fixtures";
import { adminToken, createTestStudent, upstreamJson, watchEveryLesson } from "./student-fixtures";

// The three journeys of the business, in Arabic on a phone (390 px): a visitor finds a course
// and reaches its payment page; a student watches a lesson and passes the final exam; the owner
// approves an order. Every text a person reads or presses is the Arabic one.

test.use({ viewport: { width: 390, height: 844 } });

/** `text` as a literal inside a regular expression (titles hold dots and brackets). */
function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/** The page is laid out right to left and fits the phone's screen. */
async function expectRtlWithoutSideScroll(page: Page): Promise<void> {
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expectNoSideScroll(page);
}

test("a visitor finds a live course in Arabic and reaches its payment page", async ({ page }) => {
  await page.goto("/ar");
  await page.getByText("القائمة", { exact: true }).click();
  await page.getByRole("link", { name: "الدورات المباشرة" }).first().click();
  await expect(page).toHaveURL(/\/ar\/onlineCourses$/);
  await expectRtlWithoutSideScroll(page);
  await page.getByRole("link", { name: seededCourses.steel }).first().click();
  await expect(page).toHaveURL(/\/ar\/onlineCourseDetails\//);
  await expect(page.getByRole("heading", { level: 1, name: seededCourses.steel })).toBeVisible();
  await page.getByRole("link", { name: /^شراء/ }).first().click();
  await expect(page).toHaveURL(/\/ar\/payment\?course=[0-9a-f-]{36}$/);
  await expect(page.getByText("المبلغ المطلوب:").first()).toBeVisible();
  // The price keeps Latin digits, so it copies into a wallet app as it is.
  await expect(page.getByText("$120", { exact: true }).first()).toBeVisible();
  await expect(page.getByRole("tab", { name: "البطاقة" })).toBeVisible();
  await expectRtlWithoutSideScroll(page);
});

type Question = {
  kind: "single" | "multiple" | "trueFalse" | "numeric";
  prompt: string;
  options: string[];
  correctOptions: number[];
  numericAnswer: number | null;
};

test("a student watches a lesson and passes the final exam in Arabic", async ({ page }) => {
  test.setTimeout(180_000);
  const bearer = await adminToken();
  const listed = (
    await upstreamJson<{ id: string; name: string }[]>("GET", "/api/OnDemandCourses", bearer)
  ).find((candidate) => candidate.name === seededCourses.etabs)!;
  const course = await upstreamJson<{ id: string; sections: { id: string }[] }>(
    "GET",
    `/api/OnDemandCourses/${listed.id}`,
    null,
  );
  const final = (
    await upstreamJson<{ id: string; kind: string; title: string }[]>(
      "GET",
      `/api/Assessments/Course/${course.id}`,
      null,
    )
  ).find((assessment) => assessment.kind === "final")!;
  const bank = await upstreamJson<Question[]>(
    "GET",
    `/api/Assessments/${final.id}/Questions`,
    bearer,
  );
  const student = await createTestStudent();
  const [firstPackage] = await upstreamJson<{ id: string }[]>(
    "GET",
    `/api/Packages/PackegesToCourse/${course.id}`,
    bearer,
  );
  await upstreamJson("POST", "/api/Students/Enrollment", bearer, {
    studentId: student.id,
    courseId: course.id,
    packageId: firstPackage!.id,
    startDate: new Date().toISOString().slice(0, 19),
  });

  await loginAs(page, student.email, student.password);
  await test.step("a lesson plays from the Arabic course page", async () => {
    await page.goto(`/ar/onDemandCourseDetails/${course.id}`);
    const firstVideo = page
      .getByRole("region", { name: "محتوى الدورة" })
      .locator('a[href*="?video="]')
      .first();
    const videoTitle = await lessonTitle(firstVideo);
    await firstVideo.click();
    await page
      .getByRole("button", { name: new RegExp(`^تشغيل الفيديو: .?${escapeRegExp(videoTitle)}`) })
      .click();
    await expect(page.locator(`iframe[title="${videoTitle}"]`)).toHaveAttribute(
      "src",
      /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
    );
    await expect(page.getByText("يُرجى شراء الدورة أولًا")).toHaveCount(0);
    await expectRtlWithoutSideScroll(page);
  });

  await test.step("every lesson watched, the final exam is passed", async () => {
    await watchEveryLesson(student, course);
    await page.goto(`/ar/onDemandCourseDetails/${course.id}`);
    const panel = page.getByRole("region", { name: "الاختبارات القصيرة والاختبار النهائي" });
    await expect(panel.getByText("اجتز الاختبار النهائي لتحصل على شهادتك.")).toBeVisible();
    await panel
      .getByRole("link", { name: new RegExp(`^ابدأ.*${escapeRegExp(final.title)}`) })
      .click();
    await page
      .getByRole("button", { name: new RegExp(`^ابدأ.*${escapeRegExp(final.title)}`) })
      .click();
    const groups = page.getByRole("group").filter({ hasText: /^السؤال \d+ من \d+/ });
    await expect(groups.first()).toBeVisible();
    const count = await groups.count();
    for (let index = 0; index < count; index += 1) {
      const group = groups.nth(index);
      const text = (await group.textContent()) ?? "";
      const question = bank.find((candidate) => text.includes(candidate.prompt))!;
      expect(question, text.slice(0, 80)).toBeDefined();
      if (question.kind === "numeric") {
        await group.getByLabel("إجابتك").fill(String(question.numericAnswer));
        await group.getByLabel("إجابتك").blur();
      } else {
        const labels = question.kind === "trueFalse" ? ["صح", "خطأ"] : question.options;
        for (const optionIndex of question.correctOptions)
          await group.getByLabel(labels[optionIndex]!, { exact: true }).check();
      }
      await expect(group.getByText("تم الحفظ", { exact: true })).toBeVisible();
    }
    await page.getByRole("button", { name: "تسليم الإجابات" }).click();
    const dialog = page.getByRole("alertdialog", { name: "هل تريد تسليم إجاباتك؟" });
    await dialog.getByRole("button", { name: "تسليم", exact: true }).click();
    await expect(page).toHaveURL(/\/ar\/assessments\/.*\/attempts\/[0-9a-f-]{36}\?submitted=1$/);
    const earned = page.getByRole("dialog", { name: "حصلت على الشهادة" });
    await expect(earned.getByRole("link", { name: "عرض الشهادة" })).toBeVisible();
    await earned.getByRole("button", { name: "إغلاق" }).click();
    await expect(page.getByRole("heading", { name: "نتيجتك" })).toBeVisible();
    await expect(page.getByText("ناجح: درجة النجاح 70%.")).toBeVisible();
    await expectRtlWithoutSideScroll(page);
  });
});

test("the owner approves an order in Arabic", async ({ browser }) => {
  const student = await createTestStudent();
  const buyer = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await loginAs(buyer, student.email, student.password);
  await buyer.goto("/onDemandCourses");
  await buyer.getByRole("link", { name: seededCourses.ecp203 }).first().click();
  await buyer.getByRole("link", { name: /^Buy/ }).first().click();
  const reference = await placeOrder(buyer);
  await sendTransferProof(buyer);
  await buyer.close();

  const owner = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await loginAs(owner, admin.email, admin.password);
  await owner.goto("/ar/manageOrders");
  await expect(owner.getByRole("heading", { level: 1, name: "إدارة الطلبات" })).toBeVisible();
  await expectRtlWithoutSideScroll(owner);
  const item = owner.getByRole("listitem").filter({ hasText: reference });
  await item.getByRole("button", { name: new RegExp(`^اعتماد.*${reference}`) }).click();
  const confirm = owner.getByRole("alertdialog", {
    name: new RegExp(`اعتماد الطلب.*${reference}`),
  });
  await confirm.getByRole("button", { name: "اعتماد", exact: true }).click();
  await expect(owner.getByText("تم اعتماد الطلب: يبدأ الوصول إلى المحتوى الآن")).toBeVisible();
  await expect(owner.getByRole("listitem").filter({ hasText: reference })).toHaveCount(0);
  await owner.close();
});
