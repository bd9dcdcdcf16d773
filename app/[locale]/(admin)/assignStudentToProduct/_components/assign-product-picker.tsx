"use client";

import Image from "next/image";
import { assignProductAction } from "@/app/[locale]/(admin)/assignStudentToProduct/actions";
import {
  AssignButton,
  AssignPicker,
  type AssignPickerProps,
} from "@/app/[locale]/(admin)/_components/assign-picker";
import { messages } from "@/lib/messages";

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
  return (
    <AssignPicker
      students={students}
      caption="Students: choose one to assign a product"
      dialogTitle={(student) => `Assign a product to ${student.fullName || student.email}`}
      dialogClassName="max-w-3xl"
      catalogueError={catalogueError}
      renderChoices={(student, assignment) =>
        products.length === 0 ? (
          <p className="text-slate-700">{messages.admin.noProductsAvailable}</p>
        ) : (
          // A list rather than a table: at 390 px each product is a stacked row (image, name,
          // price) with its full-size button, so nothing is cut off at the dialog's edge.
          <ul aria-label="Products" className="divide-y divide-slate-100">
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
                      ${product.price} <span className="text-slate-500">· ID {product.id}</span>
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
                    Assign To Student<span className="sr-only"> {product.title}</span>
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
