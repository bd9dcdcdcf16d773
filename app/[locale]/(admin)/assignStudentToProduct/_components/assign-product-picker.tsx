"use client";

import Image from "next/image";
import { assignProductAction } from "@/app/[locale]/(admin)/assignStudentToProduct/actions";
import {
  AssignButton,
  AssignPicker,
  type AssignPickerProps,
} from "@/app/[locale]/(admin)/_components/assign-picker";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { formatPrice } from "@/lib/prices";

/** A product as the assign dialog lists it (price in USD). */
export interface AssignableProduct {
  id: number;
  title: string;
  price: number;
  imageUrl: string | null;
}

/**
 * The student table of `/assignStudentToProduct`; a row opens a dialog listing the products
 * (image, name, price, ID) each with 'Assign To Student'; 'No products available.' when there are none.
 */
export function AssignProductPicker({
  students,
  catalogue: products,
  catalogueError,
}: AssignPickerProps<AssignableProduct>) {
  const messages = useCatalogue();
  const t = messages.adminForms.assign;
  const locale = usePageLocale();
  return (
    <AssignPicker
      students={students}
      caption={t.productCaption}
      dialogTitle={(student) => t.productDialogTitle(student.fullName || student.email)}
      dialogClassName="max-w-3xl"
      catalogueError={catalogueError}
      renderChoices={(student, assignment) =>
        products.length === 0 ? (
          <p className="text-slate-700">{messages.admin.noProductsAvailable}</p>
        ) : (
          // A list rather than a table: at 390 px each product is a stacked row (image, name,
          // price) with its full-size button, so nothing is cut off at the dialog's edge.
          <ul aria-label={t.products} className="divide-y divide-slate-100">
            {products.map((product) => {
              const key = String(product.id);
              return (
                <li key={product.id} className="flex flex-wrap items-center gap-3 py-3">
                  <div className="relative size-12 shrink-0 overflow-hidden rounded bg-slate-100">
                    {product.imageUrl ? (
                      <Image
                        src={product.imageUrl}
                        alt=""
                        fill
                        sizes="48px"
                        className="object-cover"
                      />
                    ) : null}
                  </div>
                  <div className="min-w-0 flex-1 basis-40">
                    <p className="font-medium break-words text-slate-900">{product.title}</p>
                    <p className="text-sm text-slate-700">
                      <bdi>{formatPrice(product.price, "USD", locale)}</bdi>{" "}
                      <span className="text-slate-500">· {t.idOf(product.id)}</span>
                    </p>
                  </div>
                  <AssignButton
                    assignment={assignment}
                    choiceKey={key}
                    action={() =>
                      assignProductAction({ studentId: student.id, productId: product.id })
                    }
                    className="h-10 whitespace-nowrap"
                  >
                    {t.assignToStudent}
                    <span className="sr-only"> {product.title}</span>
                  </AssignButton>
                </li>
              );
            })}
          </ul>
        )
      }
    />
  );
}
