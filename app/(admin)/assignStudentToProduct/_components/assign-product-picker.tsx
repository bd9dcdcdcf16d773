"use client";

import Image from "next/image";
import { assignProductAction } from "@/app/(admin)/assignStudentToProduct/actions";
import { AssignPicker, type AssignPickerProps } from "@/app/(admin)/_components/assign-picker";
import { Button } from "@/components/ui/button";
import { messages } from "@/lib/messages";
import { TableHead } from "@/components/ui/table-head";

/** A product as the assign dialog lists it (price in USD). */
export interface AssignableProduct {
  id: number;
  title: string;
  price: number;
  imageUrl: string | null;
}

/**
 * The student table of `/assignStudentToProduct`; a row opens a dialog listing the products
 * (ID, image, name, price) with 'Assign To Student'; 'No products available.' when there are none.
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
          <div className="overflow-x-auto">
            <table className="min-w-full divide-y divide-slate-200 text-left text-sm">
              <caption className="sr-only">Products</caption>
              <TableHead
                className="text-slate-700"
                cellClassName="px-3 py-2 font-semibold"
                columns={["ID", "Image", "Name", "Price"]}
                hiddenColumn="Action"
              />
              <tbody className="divide-y divide-slate-100">
                {products.map((product) => {
                  const key = String(product.id);
                  return (
                    <tr key={product.id}>
                      <td className="px-3 py-2 text-slate-600">{product.id}</td>
                      <td className="px-3 py-2">
                        <div className="relative size-12 overflow-hidden rounded bg-slate-100">
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
                      </td>
                      <td className="px-3 py-2 text-slate-900">{product.title}</td>
                      <td className="px-3 py-2 text-slate-800">${product.price}</td>
                      <td className="px-3 py-2">
                        <Button
                          variant="secondary"
                          className="h-9 whitespace-nowrap"
                          isPending={assignment.pendingKey === key}
                          disabled={assignment.isPending}
                          onClick={() =>
                            assignment.run(key, () =>
                              assignProductAction({
                                studentId: student.id,
                                productId: product.id,
                              }),
                            )
                          }
                        >
                          Assign To Student<span className="sr-only"> {product.title}</span>
                        </Button>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
        )
      }
    />
  );
}
