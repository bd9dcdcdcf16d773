"use server";

import {
  deleteDocumentActionFor,
  updateDocumentActionFor,
} from "@/app/[locale]/(admin)/_components/document-mutations";

/**
 * Edit of a product (spec §2 "Manage products": title, description, price in $). Admin only.
 * PUT /api/Documents/Product/{id}; 'Data Updated Successfully' / 'failed to update product'.
 */
export const updateProductAction = updateDocumentActionFor("product");

/**
 * Delete of a product, after confirmation. Admin only. DELETE /api/Documents/Product/{id};
 * 'Failed to Delete Product'.
 */
export const deleteProductAction = deleteDocumentActionFor("product");
