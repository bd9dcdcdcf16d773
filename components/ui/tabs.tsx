"use client";

import * as RadixTabs from "@radix-ui/react-tabs";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/**
 * The tabs root (Radix): `defaultValue` for uncontrolled tabs, or `value`/`onValueChange`.
 * Arrow keys move between tabs; the selected panel is rendered on the server too, so its content
 * reads without JavaScript.
 *
 * Direction: Radix writes `dir` on the root (and turns the arrow keys by it) from `dir` or from a
 * `DirectionProvider` of `@radix-ui/react-direction` above it, and falls back to `"ltr"`, not to
 * the page's: a right-to-left page must pass its `dir` here or provide it once in its layout.
 */
export function Tabs({ className, ...props }: ComponentProps<typeof RadixTabs.Root>) {
  return <RadixTabs.Root className={cn("w-full", className)} {...props} />;
}

/** The row of tab buttons; `aria-label` names it (e.g. "Payment methods"). */
export function TabsList({ className, ...props }: ComponentProps<typeof RadixTabs.List>) {
  return (
    <RadixTabs.List
      className={cn("flex flex-wrap gap-1 border-b border-slate-200", className)}
      {...props}
    />
  );
}

/** One tab button; `value` matches its {@link TabsContent}. */
export function TabsTrigger({ className, ...props }: ComponentProps<typeof RadixTabs.Trigger>) {
  return (
    <RadixTabs.Trigger
      className={cn(
        "-mb-px border-b-2 border-transparent px-4 py-2.5 text-sm font-semibold text-slate-700 hover:text-brand-800 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800",
        className,
      )}
      {...props}
    />
  );
}

/**
 * One tab panel. Panels are always mounted (`forceMount`), inactive ones `hidden`: their content
 * stays in the server HTML (readable by search engines) and switching keeps their state.
 */
export function TabsContent({ className, ...props }: ComponentProps<typeof RadixTabs.Content>) {
  return (
    <RadixTabs.Content
      forceMount
      className={cn("pt-6 focus-visible:outline-2 data-[state=inactive]:hidden", className)}
      {...props}
    />
  );
}
