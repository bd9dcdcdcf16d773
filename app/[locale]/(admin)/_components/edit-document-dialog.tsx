"use client";

import { useRouter } from "next/navigation";
import { useActionState, useState } from "react";
import { toast } from "@/components/ui/toast";
import {
  DocumentPriceField,
  TextareaField,
} from "@/app/[locale]/(admin)/_components/form-controls";
import { Button } from "@/components/ui/button";
import { Dialog, DialogActions, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldError, type ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import type { DocumentKind } from "@/lib/upstream/types";

/** A server action taking the edit form (id, title, description, price for products). */
export type EditDocumentAction = (
  state: ActionResult | null,
  formData: FormData,
) => Promise<ActionResult>;

/** Props of {@link EditDocumentDialog}. */
export interface EditDocumentDialogProps {
  kind: DocumentKind;
  document: { id: number; title: string; description: string | null; price: number };
  action: EditDocumentAction;
}

/**
 * Edit (products: title, description, price in $) / Edit Data (publications: title, description)
 * in a dialog (spec §2 "Manage products", "Manage publications"). Posts to the route's server
 * action, which validates with the same schema and re-checks the Admin role; 'Data Updated
 * Successfully' closes the dialog and refreshes the table, a failure stays open with its text.
 */
export function EditDocumentDialog({ kind, document, action }: EditDocumentDialogProps) {
  const router = useRouter();
  const [isOpen, setIsOpen] = useState(false);
  const [result, formAction, isPending] = useActionState(
    async (previous: ActionResult | null, formData: FormData) => {
      const next = await action(previous, formData);
      if (next.ok) {
        toast.success(next.message);
        setIsOpen(false);
        router.refresh();
      } else {
        toast.error(next.message);
      }
      return next;
    },
    null,
  );
  const isProduct = kind === "product";
  const text = useCatalogue().adminPages.documents;
  const actionLabel = text[kind].edit;
  const prefix = `edit-${kind}-${document.id}`;

  return (
    <Dialog open={isOpen} onOpenChange={(open) => !isPending && setIsOpen(open)}>
      <DialogTrigger asChild>
        <Button variant="secondary">{actionLabel}</Button>
      </DialogTrigger>
      <DialogContent title={text.editTitle(actionLabel, document.title)}>
        <form action={formAction} noValidate className="space-y-4">
          <input type="hidden" name="id" value={document.id} />
          <Field
            id={`${prefix}-title`}
            name="title"
            label={text.fileName}
            defaultValue={document.title}
            maxLength={450}
            error={fieldError(result, "title")}
          />
          {isProduct ? (
            <DocumentPriceField
              id={`${prefix}-price`}
              label={text.filePrice}
              hint={text.priceHint}
              defaultValue={document.price}
              error={fieldError(result, "price")}
            />
          ) : null}
          <TextareaField
            id={`${prefix}-description`}
            name="description"
            label={text.fileDescription}
            defaultValue={document.description ?? ""}
            maxLength={20_000}
            error={fieldError(result, "description")}
          />
          <DialogActions isPending={isPending} cancelLabel={text.close}>
            <Button type="submit" isPending={isPending}>
              {text.save}
            </Button>
          </DialogActions>
        </form>
      </DialogContent>
    </Dialog>
  );
}
