"use client";

/**
 * The page's writing direction for Radix components (tabs, dialogs): without it Radix writes
 * `dir="ltr"` on their roots, so an Arabic page's tab list would run left to right.
 */
export { DirectionProvider } from "@radix-ui/react-direction";
