import { expect, test, type Page } from "./test";
import { admin, enrolledStudent, loginAs, seededCourses } from "./fixtures";
import {
  createTestStudent,
  expectNoAxeViolations,
  upstreamLogin,
  upstreamStudent,
} from "./student-fixtures";

test.describe("student profile", () => {
  test("edit profile round trip keeps the gender and shows the new data", async ({ page }) => {
    const student = await createTestStudent(1);
    await loginAs(page, student.email, student.password);
    await page.goto(`/userProfile/${student.id}`);
    await expect(
      page.getByRole("heading", { level: 1, name: `${student.firstName} ${student.lastName}` }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Edit Profile" }).click();
    await expect(page).toHaveURL(/\/editProfile$/);
    await expect(page.getByLabel("First name")).toHaveValue(student.firstName);
    await expect(page.getByLabel("Second name")).toHaveValue(student.lastName);
    await expect(page.getByLabel("E-mail")).toHaveValue(student.email);
    await expect(page.getByLabel("Phone")).toHaveValue(student.phoneNumber);

    await page.getByLabel("First name").fill("Nour Eldin");
    await page.getByRole("button", { name: "Save Changes" }).click();
    await expect(page.getByText("firstName Cant Contain Spaces")).toBeVisible();
    await expect(page).toHaveURL(/\/editProfile$/);

    await page.getByLabel("First name").fill("Noura");
    await page.getByLabel("Phone").fill("01099998888");
    await page.getByRole("button", { name: "Save Changes" }).click();
    // Said once, as a toast, and the flag leaves the address so a reload does not say it again.
    await expect(page).toHaveURL(new RegExp(`/userProfile/${student.id}$`));
    await expect(page.getByText("Data Updated Successfully")).toHaveCount(1);
    await expect(
      page.getByRole("heading", { level: 1, name: `Noura ${student.lastName}` }),
    ).toBeVisible();
    await expect(page.getByText("01099998888")).toBeVisible();

    const stored = await upstreamStudent(student.id);
    expect(stored).toMatchObject({ firstName: "Noura", phoneNumber: "01099998888", gender: 1 });
  });

  test("the tabs live in the URL", async ({ page }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    const { userId } = await upstreamLogin(enrolledStudent.email, enrolledStudent.password);
    await page.goto(`/userProfile/${userId}?tab=courses`);
    await expect(page.getByRole("tab", { name: "Enrolled Courses" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
    await expect(
      page.getByRole("tabpanel").getByRole("heading", { name: seededCourses.etabs }),
    ).toBeVisible();
    await page.getByRole("tab", { name: "Enrolled Products" }).click();
    await expect(page).toHaveURL(new RegExp(`/userProfile/${userId}\\?tab=products$`));
    await expect(
      page
        .getByRole("tabpanel")
        .getByRole("link", { name: /^Download / })
        .first(),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByRole("tab", { name: "Enrolled Products" })).toHaveAttribute(
      "aria-selected",
      "true",
    );
  });

  test("delete profile asks first, and for the password, then deletes the account and logs out", async ({
    page,
  }) => {
    const student = await createTestStudent();
    await loginAs(page, student.email, student.password);
    await page.goto(`/userProfile/${student.id}`);

    await page.getByRole("button", { name: "Delete Profile" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Delete your profile?" });
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();
    await expect(dialog).toHaveCount(0);
    expect(await upstreamStudent(student.id)).not.toBeNull();

    await page.getByRole("button", { name: "Delete Profile" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Delete your profile?" });
    // The session alone deletes nothing: the upstream re-checks the password.
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(
      confirm.getByText("Please enter your password to delete your account"),
    ).toBeVisible();
    await confirm.getByLabel("Your password").fill("not-the-password-1");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(confirm.getByText("The password is wrong")).toBeVisible();
    expect(await upstreamStudent(student.id)).not.toBeNull();
    await confirm.getByLabel("Your password").fill(student.password);
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("link", { name: "Login" }).first()).toBeAttached();
    expect(await upstreamStudent(student.id)).toBeNull();
    await page.goto("/enrolledCourses");
    await expect(page).toHaveURL(/\/login(\?|$)/);
  });
});

test.describe("admin assignment screens", () => {
  async function openAssignCourse(page: Page) {
    await loginAs(page, admin.email, admin.password);
    await expect(page).toHaveURL(/\/assignStudentToCourse$/);
    await expect(page.getByRole("columnheader", { name: "Email" })).toBeVisible();
  }

  test("paging says 'This Is The First Page' and 'This Is The Last Page' and keeps the rows", async ({
    page,
  }) => {
    await openAssignCourse(page);
    const pager = page.getByRole("navigation", { name: "Student pages" });
    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(pager.getByRole("status")).toHaveText("This Is The First Page");
    await expect(pager).toContainText("Page 1");

    // Walk forward until the upstream has no more students (the database grows with the suite).
    for (let step = 0; step < 20; step += 1) {
      const rowsBefore = await page.getByRole("row").count();
      const pageBefore = Number((await pager.textContent())?.match(/Page (\d+)/)?.[1]);
      await pager.getByRole("link", { name: "Next" }).click();
      // Wait for this very navigation: the URL already held a page number before the click.
      await page.waitForURL(new RegExp(`[?&]page=${pageBefore + 1}(&|$)`));
      const status = await pager.getByRole("status").textContent();
      if (status === "This Is The Last Page") {
        await expect(pager).toContainText(`Page ${pageBefore}`);
        expect(await page.getByRole("row").count()).toBe(rowsBefore);
        return;
      }
    }
    throw new Error("never reached the last page");
  });

  test("assigning a student to a course they already have says 'Student Already Assigned To This Course'", async ({
    page,
  }) => {
    await openAssignCourse(page);
    await page.getByLabel("Search students by user name or e-mail").fill(enrolledStudent.email);
    await page.getByRole("button", { name: "Search" }).click();
    await page.getByRole("row").filter({ hasText: enrolledStudent.email }).click();
    const dialog = page.getByRole("dialog");
    await dialog
      .getByRole("button", { name: `Assign the 6 months package of ${seededCourses.etabs}` })
      .click();
    await expect(
      dialog.getByRole("alert").filter({ hasText: "Student Already Assigned To This Course" }),
    ).toBeVisible();
  });

  test("the search keeps its term in the URL and an unknown term shows no rows", async ({
    page,
  }) => {
    await openAssignCourse(page);
    await page.goto("/assignStudentToProduct?q=nobody-by-this-name");
    await expect(page.getByLabel("Search students by user name or e-mail")).toHaveValue(
      "nobody-by-this-name",
    );
    await expect(page.getByText("No students found.")).toBeVisible();
  });
});

test.describe("accessibility", () => {
  test("axe finds no violations on the student pages", async ({ page }) => {
    await loginAs(page, enrolledStudent.email, enrolledStudent.password);
    const { userId } = await upstreamLogin(enrolledStudent.email, enrolledStudent.password);
    for (const path of [
      `/userProfile/${userId}`,
      `/userProfile/${userId}?tab=courses`,
      `/userProfile/${userId}?tab=products`,
      "/editProfile",
      "/enrolledCourses",
      "/enrolledProducts",
    ]) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.getByText("Loading...")).toHaveCount(0);
      await expectNoAxeViolations(page, path);
    }
    await page.goto(`/userProfile/${userId}`);
    await page.getByRole("button", { name: "Delete Profile" }).click();
    await expect(page.getByRole("alertdialog")).toBeVisible();
    await expectNoAxeViolations(page, "delete profile dialog");
  });

  test("axe finds no violations on the admin assignment pages and their dialogs", async ({
    page,
  }) => {
    await loginAs(page, admin.email, admin.password);
    for (const path of ["/assignStudentToCourse", "/assignStudentToProduct"]) {
      await page.goto(`${path}?q=${encodeURIComponent(enrolledStudent.email)}`);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoAxeViolations(page, path);
      await page.getByRole("row").filter({ hasText: enrolledStudent.email }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      await expectNoAxeViolations(page, `${path} dialog`);
    }
  });
});
