import type { toast as sonnerToast, Toaster } from "sonner";

/**
 * Toasts (spec §8) without sonner in every page's first load: `toast`, `toast.success` and
 * `toast.error` take sonner's arguments, load sonner on the first call, and then show the toast
 * through the {@link ToastHost} of the root layout, which renders sonner's `<Toaster>` only from
 * then on (sonner replays toasts created before its Toaster subscribed). Pages that never toast
 * (most visits to the public pages) never download sonner.
 */
type Sonner = { toast: typeof sonnerToast; Toaster: typeof Toaster };

let loading: Promise<Sonner> | undefined;
const waiting = new Set<(sonner: Sonner) => void>();

/** Sonner's module, loaded once; tells a waiting {@link onToastLoaded} listener when it is there. */
function loadSonner(): Promise<Sonner> {
  if (!loading) {
    loading = import("sonner").then((sonner) => {
      for (const listener of waiting) listener(sonner);
      waiting.clear();
      return sonner;
    });
  }
  return loading;
}

/**
 * Calls `listener` with sonner once the first toast has loaded it (at once, asynchronously, if it
 * already has). Returns a function that cancels the wait.
 */
export function onToastLoaded(listener: (sonner: Sonner) => void): () => void {
  if (loading) {
    let cancelled = false;
    void loading.then((sonner) => {
      if (!cancelled) listener(sonner);
    });
    return () => {
      cancelled = true;
    };
  }
  waiting.add(listener);
  return () => waiting.delete(listener);
}

type Show = (...args: Parameters<typeof sonnerToast>) => void;

/** Shows a toast (sonner's `toast(message, options)`), loading sonner first if need be. */
export const toast: Show & { success: Show; error: Show } = Object.assign(
  (...args: Parameters<typeof sonnerToast>) =>
    void loadSonner().then((sonner) => sonner.toast(...args)),
  {
    success: (...args: Parameters<typeof sonnerToast.success>) =>
      void loadSonner().then((sonner) => sonner.toast.success(...args)),
    error: (...args: Parameters<typeof sonnerToast.error>) =>
      void loadSonner().then((sonner) => sonner.toast.error(...args)),
  },
);
