"use client";

import type { Route } from "next";
import { Link } from "@/components/ui/link";
import { usePathname, useRouter } from "next/navigation";
import { useMemo, useState } from "react";
import { ActionFormDialog } from "@/components/ui/action-form-dialog";
import { Button, buttonClassName } from "@/components/ui/button";
import { ActionConfirmDialog } from "@/components/ui/action-confirm-dialog";
import { Dialog, DialogActions, DialogContent } from "@/components/ui/dialog";
import type { Catalogue } from "@/lib/i18n/catalogue";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatPrice } from "@/lib/prices";
import { createPackageAction, deletePackageAction, updatePackageAction } from "../actions";
import { packageFieldsSchemaFor, type PackageFields, type PackageFormValues } from "../schema";
import {
  RequiredFields,
  type RequiredFieldSpec,
} from "@/app/[locale]/(admin)/_components/required-fields";
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

/** The dialog's fields, labelled in the page's language. */
const packageFieldsIn = (
  t: Catalogue["adminForms"]["packages"],
): RequiredFieldSpec<keyof PackageFormValues>[] => [
  { name: "name", idSuffix: "name", label: t.nameLabel, autoComplete: "off" },
  {
    name: "durationMonths",
    idSuffix: "duration",
    label: t.durationLabel,
    type: "number",
    inputMode: "numeric",
    min: 1,
    step: 1,
  },
  {
    name: "price",
    idSuffix: "price",
    label: t.priceLabel,
    type: "number",
    inputMode: "decimal",
    min: 0,
    step: "any",
  },
];

const packageFieldNames: (keyof PackageFormValues)[] = ["name", "durationMonths", "price"];

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
  const messages = useCatalogue();
  const t = messages.adminForms.packages;
  const schema = useMemo(() => packageFieldsSchemaFor(messages), [messages]);
  const packageFields = useMemo(() => packageFieldsIn(t), [t]);
  return (
    <ActionFormDialog<PackageFormValues, PackageFields>
      schema={schema}
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
      title={pkg ? t.editTitle(pkg.name) : t.add}
      description={t.dialogDescription}
      submitLabel={pkg ? t.save : t.addSubmit}
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
  const messages = useCatalogue();
  const t = messages.adminForms.packages;
  const [isOpen, setIsOpen] = useState(false);
  const holders = pkg.holders ?? [];
  if (holders.length > 0) {
    // Deleting would fail upstream and strand these students: explain and point to the fix.
    return (
      <>
        <Button variant="danger" onClick={() => setIsOpen(true)}>
          {t.delete}
          <span className="sr-only"> {t.packageNamed(pkg.name)}</span>
        </Button>
        <Dialog open={isOpen} onOpenChange={setIsOpen}>
          <DialogContent title={t.cannotDelete(pkg.name)}>
            <p role="alert" className="text-sm text-slate-800">
              {messages.admin.packageInUse(holders)}
            </p>
            <DialogActions isPending={false} cancelLabel={t.close} className="mt-6">
              <Link href={enrollmentsHref} className={buttonClassName("primary")}>
                {messages.adminForms.enrollments.title}
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
          {t.delete}
          <span className="sr-only"> {t.packageNamed(pkg.name)}</span>
        </>
      }
      title={t.deleteTitle(pkg.name)}
      description={pkg.holders === null ? t.deleteUnknown : t.deleteFree}
      confirmLabel={t.delete}
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
  const messages = useCatalogue();
  const t = messages.adminForms.packages;
  const locale = usePageLocale();
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
        <Button onClick={() => setAddOpen(true)}>{t.add}</Button>
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
          {t.none}
        </p>
      ) : (
        // On a phone each package is a card (the header row hidden, each cell under its name).
        <StackedTable
          caption={t.caption(courseName)}
          columns={[t.name, t.duration, t.price, t.students]}
          rows={packages}
          rowKey={(pkg) => pkg.id}
          rowHeader={(pkg) => <bdi>{pkg.name}</bdi>}
          cells={(pkg) => (
            <>
              <td data-label={t.duration} className={stackedCell}>
                {t.months(pkg.durationMonths)}
              </td>
              <td data-label={t.price} className={stackedCell}>
                <bdi>{formatPrice(pkg.price, "EGP", locale)}</bdi>
              </td>
              <td data-label={t.students} className={stackedCell}>
                {pkg.holders === null ? t.unknown : pkg.holders.length}
              </td>
              <td className="px-4 py-3 max-md:block max-md:px-0 max-md:pt-3 max-md:pb-0">
                <div className="flex flex-wrap justify-end gap-2 max-md:justify-start">
                  <Button variant="secondary" onClick={() => setEditing(pkg)}>
                    {t.edit}
                    <span className="sr-only"> {t.packageNamed(pkg.name)}</span>
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
