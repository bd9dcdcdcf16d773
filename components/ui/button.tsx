import type { ButtonHTMLAttributes } from "react";
import {
  buttonVariants,
  type ButtonSize,
  type ButtonVariant,
} from "@/components/ui/button-variants";
import { cn } from "@/lib/utils";

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
