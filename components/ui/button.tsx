import { cva, type VariantProps } from "class-variance-authority";
import type { ButtonHTMLAttributes } from "react";
import { cn } from "@/lib/utils";

const buttonVariants = cva(
  "inline-flex items-center justify-center gap-2 rounded-md text-sm font-semibold transition-colors disabled:cursor-not-allowed disabled:opacity-60",
  {
    variants: {
      variant: {
        primary: "bg-brand-700 text-white hover:bg-brand-800",
        secondary: "border border-brand-700 bg-white text-brand-700 hover:bg-brand-50",
        ghost: "text-slate-700 hover:bg-slate-100",
        danger: "bg-red-700 text-white hover:bg-red-800",
      },
      size: {
        default: "h-10 px-4",
        /** 44 px tall: a page's main call to action, and a touch target among dense content. */
        lg: "h-11 px-6",
      },
    },
    defaultVariants: { variant: "primary", size: "default" },
  },
);

/** Visual variants of {@link Button}. */
export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/** Sizes of {@link Button}: `default` 40 px tall, `lg` 44 px tall with wider padding. */
type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;

/**
 * The classes of a button variant (and size), for links styled as buttons. `className` comes last
 * and wins over the variant's own utilities, as with `cn`: give sizes through `size`, and
 * `className` for layout (margins, alignment).
 */
export function buttonClassName(
  style: ButtonVariant | { variant?: ButtonVariant; size?: ButtonSize } = "primary",
  className?: string,
): string {
  const { variant, size } = typeof style === "string" ? { variant: style, size: undefined } : style;
  return cn(buttonVariants({ variant, size }), className);
}

/** Props of {@link Button}: a native button plus `variant`, `size` and `isPending`. */
export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Disables the button and marks it busy (e.g. while a form submits). */
  isPending?: boolean;
}

/** A native `<button>` (type "button" unless given) in the site's styles. */
export function Button({
  variant = "primary",
  size = "default",
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
      className={buttonClassName({ variant, size }, className)}
      {...props}
    />
  );
}
