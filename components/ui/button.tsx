import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex h-10 items-center justify-center gap-2 rounded-md px-4 text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        danger: "bg-red-700 text-white hover:bg-red-800",
      },
    },
    defaultVariants: { variant: "primary" },
  },
);

/** Visual variants of {@link Button}. */
export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/**
 * The classes of a button variant, for links styled as buttons. `className` comes last and wins
 * over the variant's own utilities (`"h-11 px-6"` replaces `h-10 px-4`), as with `cn`.
 */
export function buttonClassName(variant: ButtonVariant = "primary", className?: string): string {
  return cn(buttonVariants({ variant }), className);
}

/** Props of {@link Button}: a native button plus `variant` and `isPending`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  /** Disables the button and marks it busy (e.g. while a form submits). */
  isPending?: boolean;
}

/** A native `<button>` (type "button" unless given) in the site's styles. */
export function Button({
  variant = "primary",
  isPending = false,
  className,
  type = "button",
  disabled,
  ...props
}: ButtonProps) {
  return (
    <button
      type={type}
      disabled={disabled || isPending}
      aria-busy={isPending || undefined}
      className={buttonClassName(variant, className)}
      {...props}
    />
  );
}
