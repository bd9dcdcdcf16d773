import type { SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { Field, FieldFrame, type FieldProps } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { documentTypeOptions } from "@/lib/files/limits";

/** Props of {@link TextareaField}. */
export interface TextareaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  name: string;
  label: string;
  error?: string;
  /** Help text under the label. */
  hint?: string;
  ref?: React.Ref<HTMLTextAreaElement>;
}

/** A labelled multi-line input with an optional hint and an error line (`aria-invalid`, `aria-describedby`). */
export function TextareaField({
  name,
  label,
  error,
  hint,
  id,
  rows = 5,
  ...props
}: TextareaFieldProps) {
  return (
    <FieldFrame id={id ?? name} label={label} hint={hint} error={error}>
      {(control) => (
        <Textarea {...control} name={name} rows={rows} invalid={Boolean(error)} {...props} />
      )}
    </FieldFrame>
  );
}

/** Props of {@link FileTypeSelect}. */
export interface FileTypeSelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  name?: string;
  /** The field's label in the page's language (default the spec's "File Type"). */
  label?: string;
  error?: string;
  ref?: React.Ref<HTMLSelectElement>;
}

/** The labelled 'File Type' choice of a product (spec §2: PDF, EXCEL, WORD, POWER POINT; 0–3). */
export function FileTypeSelect({
  name = "fileType",
  label = "File Type",
  error,
  id,
  ...props
}: FileTypeSelectProps) {
  return (
    <FieldFrame id={id ?? name} label={label} error={error}>
      {(control) => (
        <Select {...control} name={name} invalid={Boolean(error)} {...props}>
          {documentTypeOptions.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </Select>
      )}
    </FieldFrame>
  );
}

/**
 * The 'File Price ($)' field of a product: US dollars with cents, 0 meaning free. `label` in the
 * page's language (default the spec's "File Price ($)").
 */
export function DocumentPriceField({
  label = "File Price ($)",
  ...props
}: Omit<FieldProps, "name" | "label" | "type" | "inputMode" | "min" | "step"> & {
  label?: string;
}) {
  return (
    <Field
      name="price"
      label={label}
      type="number"
      inputMode="decimal"
      min={0}
      step="0.01"
      {...props}
    />
  );
}
