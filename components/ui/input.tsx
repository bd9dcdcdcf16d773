import { cva } from "class-variance-authority";
import type { InputHTMLAttributes, Ref, SelectHTMLAttributes, TextareaHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

/** The one look of the site's form controls: a single-line input, a select or a textarea. */
const controlVariants = cva(
  "block w-full rounded-md border bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30",
  {
    variants: {
      control: {
        input: "h-10 placeholder:text-slate-400",
        select: "h-10",
        textarea: "py-2",
      },
      invalid: { true: "border-red-600", false: "border-slate-300" },
    },
    defaultVariants: { invalid: false },
  },
);

/** What every control takes beside its native attributes. */
interface ControlProps {
  /** Draws the red border of a field in error (the label's frame sets `aria-invalid`). */
  invalid?: boolean;
}

/**
 * Types whose value is written left to right in every language (an address, a phone number, a
 * link): on a right-to-left page they keep `dir="ltr"`, so `+20 100 …` and `name@example.com`
 * do not reorder as they are typed, and sit at the end of the line, under the label.
 */
const leftToRightTypes = new Set(["email", "tel", "url"]);

/** A native `<input>` in the site's look; `className` comes last (e.g. `font-mono`). */
export function Input({
  invalid = false,
  className,
  ...props
}: InputHTMLAttributes<HTMLInputElement> & ControlProps & { ref?: Ref<HTMLInputElement> }) {
  const isLeftToRight = leftToRightTypes.has(props.type ?? "");
  return (
    <input
      dir={isLeftToRight ? "ltr" : undefined}
      className={cn(
        controlVariants({ control: "input", invalid }),
        isLeftToRight && "rtl:text-end",
        className,
      )}
      {...props}
    />
  );
}

/** A native `<select>` in the site's look; its `<option>`s are the children. */
export function Select({
  invalid = false,
  className,
  ...props
}: SelectHTMLAttributes<HTMLSelectElement> & ControlProps & { ref?: Ref<HTMLSelectElement> }) {
  return (
    <select className={cn(controlVariants({ control: "select", invalid }), className)} {...props} />
  );
}

/** A native `<textarea>` in the site's look; `className` comes last (e.g. `font-mono text-xs`). */
export function Textarea({
  invalid = false,
  className,
  ...props
}: TextareaHTMLAttributes<HTMLTextAreaElement> &
  ControlProps & { ref?: Ref<HTMLTextAreaElement> }) {
  return (
    <textarea
      className={cn(controlVariants({ control: "textarea", invalid }), className)}
      {...props}
    />
  );
}
