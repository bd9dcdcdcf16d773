import { ToastOnMount } from "@/components/toast-on-mount";

/**
 * Shows a success toast once when it mounts, for a confirmation the server already rendered in
 * the page (e.g. 'Password reset successfully' on /login after a reset). Without JavaScript the
 * in-page text is all there is, which is enough.
 */
export function FlashToast({ message }: { message: string }) {
  return <ToastOnMount message={message} tone="success" />;
}
