import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class names (strings, arrays, `{ class: condition }` objects; falsy values dropped, as
 * `clsx` does) and resolves Tailwind conflicts with `tailwind-merge`: of two utilities that set
 * the same property the later one wins, so `cn("h-10 px-4", "h-11 px-6")` is `"h-11 px-6"`.
 * Components put their own classes first and the caller's `className` last.
 */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
