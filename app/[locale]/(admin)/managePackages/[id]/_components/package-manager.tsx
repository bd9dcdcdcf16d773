"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useState } from "react";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button, buttonClassName } from "@/components/ui/button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { Dialog, DialogActions, DialogContent } from "@/components/ui/dialog";
import { messages } from "@/lib/messages";
import { createPackageAction, deletePackageAction, updatePackageAction } from "../actions";
import { packageFieldsSchema, type PackageFields, type PackageFormValues } from "../schema";
import { RequiredFields, type RequiredFieldSpec } from "@/app/[locale]/(admin)/_components/required-fields";
import { StackedTable, stackedCell } from "@/app/[locale]/(admin)/_components/stacked-table";

/** A package row as the page shows it, with the names of the students who hold it. */
export interface PackageRow {
  id: string;
  name: string;
  /** Access duration in months. */
  durationMonths: number;
  /** Price in EGP. */
  price: number;
  /** Names of the students enrolled with this package; null when the enrolments could not be read. */
  holders: string[] | null;
}

const egp = new Intl.NumberFormat("en-US", { maximumFractionDigits: 2 });

const packageFields: RequiredFieldSpec<keyof PackageFormValues>[] = [
  { name: "name", idSuffix: "name", label: "Package name", autoComplete: "off" },
  {
    name: "durationMonths",
    idSuffix: "duration",
    label: "Duration (months)",
    type: "number",
    inputMode: "numeric",
    min: 1,
    step: 1,
  },
  {
    name: "price",
    idSuffix: "price",
    label: "Price (EGP)",
    type: "number",
    inputMode: "decimal",
    min: 0,
    step: "any",
  },
];

const packageFieldNames = packageFields.map((spec) => spec.name);

function PackageDialog({
  courseId,
  pkg,
  isOpen,
  onOpenChange,
}: {
  courseId: string;
  /** The package to edit; null to add one. */
  pkg: PackageRow | null;
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const idPrefix = pkg ? `package-${pkg.id}` : "new-package";
  return (
    <ActionFormDialog<PackageFormValues, PackageFields>
      schema={packageFieldsSchema}
      defaultValues={
        pkg
          ? { name: pkg.name, durationMonths: pkg.durationMonths, price: pkg.price }
          : { name: "", durationMonths: "", price: "" }
      }
      fieldNames={packageFieldNames}
      action={(fields) =>
        pkg
          ? updatePackageAction({ ...fields, courseId, packageId: pkg.id })
          : createPackageAction({ ...fields, courseId })
      }
      failureMessage={pkg ? messages.admin.updatePackageFailed : messages.admin.createPackageFailed}
      title={pkg ? `Edit package ${pkg.name}` : "Add New Package"}
      description="Students buy a package: access for a number of months at a price in EGP."
      submitLabel={pkg ? "Save Package" : "Add Package"}
      open={isOpen}
      onOpenChange={onOpenChange}
    >
      {(_form, field) => <RequiredFields specs={packageFields} idPrefix={idPrefix} field={field} />}
    </ActionFormDialog>
  );
}

function DeletePackage({
  courseId,
  pkg,
  enrollmentsHref,
}: {
  courseId: string;
  pkg: PackageRow;
  enrollmentsHref: Route;
}) {
  const [isOpen, setIsOpen] = useState(false);
  const holders = pkg.holders ?? [];
  if (holders.length > 0) {
    // Deleting would fail upstream and strand these students: explain and point to the fix.
    return (
      <>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          Delete<span className="sr-only"> package {pkg.name}</span>
        </Button>
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogContent title={`${pkg.name} cannot be deleted yet`}>
            <p role="alert" className="text-sm text-slate-800">
              {messages.admin.packageInUse(holders)}
            </p>
            <DialogActions isPending={false} cancelLabel="Close" className="mt-6">
              <Link href={enrollmentsHref} className={buttonClassName("primary")}>
                Manage Enrollments
              </Link>
            </DialogActions>
          </DialogContent>
        </Dialog>
      </>
    );
  }
  return (
    <ActionConfirmDialog
      triggerLabel={
        <>
          Delete<span className="sr-only"> package {pkg.name}</span>
        </>
      }
      title={`Delete package ${pkg.name}?`}
      description={
        pkg.holders === null
          ? "Nobody could be checked for this package right now; if students hold it, it will not be deleted."
          : "No student holds this package. It disappears from the course page at once."
      }
      confirmLabel="Delete"
      action={() => deletePackageAction({ courseId, packageId: pkg.id })}
      failureMessage={messages.deleteFailed.package}
    />
  );
}

/**
 * The packages of one on-demand course: a table (name, months, EGP price, students holding it)
 * with Edit in a dialog and Delete with confirmation, and 'Add New Package' (opened at once when
 * `openAdd`, i.e. the page was reached with `?add=1`). Every action re-checks on the server.
 */
export function PackageManager({
  courseId,
  courseName,
  packages,
  enrollmentsHref,
  openAdd,
}: {
  courseId: string;
  courseName: string;
  packages: PackageRow[];
  enrollmentsHref: Route;
  openAdd: boolean;
}) {
  const router = useRouter();
  const pathname = usePathname();
  const [isAddOpen, setIsAddOpen] = useState(openAdd);
  const [editing, setEditing] = useState<PackageRow | null>(null);
  const setAddOpen = (open: boolean) => {
    setIsAddOpen(open);
    // Drop `?add=1` so a reload or the back button does not open the dialog again.
    // usePathname() is this very page: a route.
    if (!open && openAdd) router.replace(pathname as Route, { scroll: false });
  };
  return (
    <div className="space-y-4">
      <div>
        <Button onClick={() => setAddOpen(true)}>Add New Package</Button>
      </div>
      <PackageDialog courseId={courseId} pkg={null} isOpen={isAddOpen} onOpenChange={setAddOpen} />
      {editing ? (
        <PackageDialog
          key={editing.id}
          courseId={courseId}
          pkg={editing}
          isOpen
          onOpenChange={(open) => !open && setEditing(null)}
        />
      ) : null}
      {packages.length === 0 ? (
        <p role="status" className="rounded-md bg-amber-50 px-4 py-3 text-sm text-amber-900">
          This course has no package yet, so it is not on sale: add one to list it on the On-Demand
          Courses page.
        </p>
      ) : (
        // On a phone each package is a card (the header row hidden, each cell under its name).
        <StackedTable
          caption={`Packages of ${courseName}`}
          columns={["Name", "Duration", "Price", "Students"]}
          rows={packages}
          rowKey={(pkg) => pkg.id}
          rowHeader={(pkg) => pkg.name}
          cells={(pkg) => (
            <>
              <td data-label="Duration" className={stackedCell}>
                {pkg.durationMonths} {pkg.durationMonths === 1 ? "month" : "months"}
              </td>
              <td data-label="Price" className={stackedCell}>
                {egp.format(pkg.price)} EGP
              </td>
              <td data-label="Students" className={stackedCell}>
                {pkg.holders === null ? "Unknown" : pkg.holders.length}
              </td>
              <td className="px-4 py-3 max-md:block max-md:px-0 max-md:pt-3 max-md:pb-0">
                <div className="flex flex-wrap justify-end gap-2 max-md:justify-start">
                  <Button variant="secondary" onClick={() => setEditing(pkg)}>
                    Edit<span className="sr-only"> package {pkg.name}</span>
                  </Button>
                  <DeletePackage courseId={courseId} pkg={pkg} enrollmentsHref={enrollmentsHref} />
                </div>
              </td>
            </>
          )}
        />
      )}
    </div>
  );
}
