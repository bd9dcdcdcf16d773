import { cva, type VariantProps } from "class-variance-authority";

/**
 * The button's classes by variant and size (class-variance-authority), without `tailwind-merge`:
 * a client component on a visitor's page (the error boundary's buttons, Copy Link) takes its
 * classes from here, so that `cn` and its ~8 KB (Brotli) stay out of those pages' JavaScript.
 * Anything that adds its own classes uses `buttonClassName` or `Button` (components/ui/button.tsx).
 */
export const buttonVariants = cva(
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

/** Visual variants of a button (components/ui/button.tsx). */
export type ButtonVariant = NonNullable<VariantProps<typeof buttonVariants>["variant"]>;

/** Sizes of a button: `default` 40 px tall, `lg` 44 px tall with wider padding. */
export type ButtonSize = NonNullable<VariantProps<typeof buttonVariants>["size"]>;
