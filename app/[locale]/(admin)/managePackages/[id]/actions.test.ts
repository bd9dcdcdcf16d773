import { beforeEach, describe, expect, it, vi } from "vitest";
import { UpstreamError } from "@/lib/upstream/client";
import { tagsTouchedBy } from "@/lib/upstream/tags";
import * as courses from "@/lib/upstream/courses";
import * as enrollments from "@/lib/upstream/enrollments";
import * as packages from "@/lib/upstream/packages";
import { expectAdminOnly, expiredTags, fakesOf, updateTag } from "@/test/server-mocks";
import { upstreamRefusal } from "@/test/upstream-support";

vi.mock("@/lib/upstream/courses");
vi.mock("@/lib/upstream/enrollments");
vi.mock("@/lib/upstream/packages");
const upstream = fakesOf(courses, enrollments, packages);

const { createPackageAction, deletePackageAction, updatePackageAction } = await import("./actions");

const courseId = "3f2504e0-4f89-41d3-9a0c-0305e82c3301";
const packageId = "9a0c0305-e82c-4f89-41d3-3f2504e04f89";
const otherPackageId = "11111111-2222-4333-8444-555555555555";
const fields = { name: "Gold", durationMonths: 6, price: 2500 };

beforeEach(() => {
  upstream.getCourse.mockResolvedValue({
    id: courseId,
    name: "ETABS",
    packages: [{ id: packageId, name: "Gold", durationMonths: 6, price: 2500, courseId }],
  });
  upstream.listCourseEnrollments.mockResolvedValue([]);
});

describe("createPackageAction", () => {
  it("creates with the admin's token, says so and invalidates the course's tags", async () => {
    expect(await createPackageAction({ ...fields, courseId })).toEqual({
      ok: true,
      message: "Package Created Successfully",
    });
    expect(upstream.createPackage).toHaveBeenCalledWith(courseId, fields, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.package(courseId));
  });

  it("coerces form text and refuses a bad duration or price with field errors, before the upstream", async () => {
    expect(
      (await createPackageAction({ name: "Gold", durationMonths: "3", price: "0", courseId })).ok,
    ).toBe(true);
    const bad = await createPackageAction({ name: " ", durationMonths: 1.5, price: -1, courseId });
    expect(bad).toMatchObject({
      ok: false,
      fieldErrors: {
        name: ["Please enter the package name"],
        durationMonths: ["Duration must be a whole number of months, at least 1"],
        price: ["Price must be a number of at least 0 (EGP)"],
      },
    });
    expect((await createPackageAction({ ...fields, durationMonths: 0, courseId })).ok).toBe(false);
    expect(upstream.createPackage).toHaveBeenCalledTimes(1);
  });

  it("says 'Failed To Create Package' for an unknown course or an upstream failure", async () => {
    upstream.getCourse.mockResolvedValueOnce(null);
    expect(await createPackageAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: "Failed To Create Package",
    });
    upstream.createPackage.mockRejectedValueOnce(
      upstreamRefusal(500, "boom", "POST /api/Packages"),
    );
    expect(await createPackageAction({ ...fields, courseId })).toEqual({
      ok: false,
      message: "Failed To Create Package",
    });
    expect(updateTag).not.toHaveBeenCalled();
  });
});

describe("updatePackageAction", () => {
  it("updates a package of the course: 'Package updated successfully'", async () => {
    expect(
      await updatePackageAction({ ...fields, courseId, packageId: packageId.toUpperCase() }),
    ).toEqual({
      ok: true,
      message: "Package updated successfully",
    });
    expect(upstream.updatePackage).toHaveBeenCalledWith(packageId, fields, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.package(courseId, packageId));
  });

  it("refuses a package of another course: 'Failed to update package'", async () => {
    expect(await updatePackageAction({ ...fields, courseId, packageId: otherPackageId })).toEqual({
      ok: false,
      message: "Failed to update package",
    });
    expect(upstream.updatePackage).not.toHaveBeenCalled();
  });
});

describe("deletePackageAction", () => {
  it("deletes a package nobody holds", async () => {
    upstream.listCourseEnrollments.mockResolvedValue([
      { id: "e1", studentId: "s1", student: { fullName: "Mona Adel" }, packageId: otherPackageId },
    ]);
    expect(await deletePackageAction({ courseId, packageId })).toEqual({
      ok: true,
      message: "Package Deleted Successfully",
    });
    expect(upstream.listCourseEnrollments).toHaveBeenCalledWith(courseId, "admin-token");
    expect(upstream.deletePackage).toHaveBeenCalledWith(packageId, "admin-token");
    expect(expiredTags()).toEqual(tagsTouchedBy.package(courseId, packageId));
  });

  it("refuses a package students hold, naming them and what to do, without deleting", async () => {
    upstream.listCourseEnrollments.mockResolvedValue([
      {
        id: "e1",
        studentId: "s1",
        student: { fullName: "Mona Adel" },
        packageId: packageId.toUpperCase(),
      },
      { id: "e2", studentId: "s2", student: { fullName: "Karim Samy" }, packageId },
    ]);
    const result = await deletePackageAction({ courseId, packageId });
    expect(result).toEqual({
      ok: false,
      message:
        "This package cannot be deleted: 2 students hold it (Mona Adel, Karim Samy). Move them to another package with Edit Enrollment on the Manage Enrollments page first; their access is kept.",
    });
    expect(upstream.deletePackage).not.toHaveBeenCalled();
    expect(updateTag).not.toHaveBeenCalled();
  });

  it("says students hold it when the upstream refuses (409 reference, 500 legacy) after a race", async () => {
    for (const status of [409, 500]) {
      upstream.deletePackage.mockRejectedValueOnce(
        new UpstreamError({ status, endpoint: "DELETE /api/Packages", message: "in use" }),
      );
      const result = await deletePackageAction({ courseId, packageId });
      expect(result.ok).toBe(false);
      expect(result.message).toMatch(
        /^This package cannot be deleted: students are enrolled with it\./,
      );
    }
    upstream.deletePackage.mockRejectedValueOnce(
      upstreamRefusal(404, "Package Not Found", "DELETE /api/Packages"),
    );
    expect(await deletePackageAction({ courseId, packageId })).toEqual({
      ok: false,
      message: "Failed to Delete Package",
    });
  });
});

describe("every package action", () => {
  const calls = [
    () => createPackageAction({ ...fields, courseId }),
    () => updatePackageAction({ ...fields, courseId, packageId }),
    () => deletePackageAction({ courseId, packageId }),
  ];

  it("refuses a student calling it directly and sends a visitor to log in, without touching the upstream", async () => {
    await expectAdminOnly(calls, upstream);
  });

  it("refuses malformed ids without touching the upstream", async () => {
    expect((await createPackageAction({ ...fields, courseId: "../x" })).ok).toBe(false);
    expect((await updatePackageAction({ ...fields, courseId, packageId: "1 OR 1=1" })).ok).toBe(
      false,
    );
    expect((await deletePackageAction({ courseId: 5 as unknown as string, packageId })).ok).toBe(
      false,
    );
    expect(upstream.getCourse).not.toHaveBeenCalled();
  });
});
