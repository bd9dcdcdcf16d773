"use client";

import { useCallback, useRef, useState } from "react";
import type { ActionResult } from "@/lib/actions/result";
import { useUiTexts } from "@/components/ui/ui-texts";

/** What {@link useUpload} gives a form. */
export interface Upload<T> {
  /**
   * POSTs `body` to `url` (an admin upload route handler) and resolves to the JSON
   * `ActionResult` it answers; a network failure, an unreadable answer or a cancel resolve to a
   * failed result too (never rejects).
   */
  send: (url: string, body: FormData) => Promise<ActionResult<T>>;
  /** Percent of the request body sent (0–100) while uploading, else null. */
  progress: number | null;
  isUploading: boolean;
  /** Aborts the running upload; `send` then resolves to 'Upload cancelled'. */
  cancel: () => void;
}

function parseResult<T>(xhr: XMLHttpRequest, networkFailed: string): ActionResult<T> {
  try {
    const result = JSON.parse(xhr.responseText) as ActionResult<T>;
    if (typeof result === "object" && result !== null && typeof result.ok === "boolean")
      return result;
  } catch {
    // Not JSON: a proxy's error page, for instance.
  }
  return { ok: false, message: networkFailed };
}

/**
 * Sends a form with XMLHttpRequest, because `fetch` cannot report upload progress: the bytes'
 * progress drives a real progress bar, and the admin can cancel. One upload at a time.
 */
export function useUpload<T = undefined>(): Upload<T> {
  const [progress, setProgress] = useState<number | null>(null);
  const request = useRef<XMLHttpRequest | null>(null);
  // Said in the page's language (the route handler's own answer is its own).
  const { uploadNetworkFailed, uploadCancelled } = useUiTexts();

  const send = useCallback(
    (url: string, body: FormData) => {
      request.current?.abort();
      return new Promise<ActionResult<T>>((resolve) => {
        const xhr = new XMLHttpRequest();
        request.current = xhr;
        const finish = (result: ActionResult<T>) => {
          request.current = null;
          setProgress(null);
          resolve(result);
        };
        xhr.upload.addEventListener("progress", (event) => {
          if (event.lengthComputable) setProgress(Math.round((event.loaded / event.total) * 100));
        });
        xhr.addEventListener("load", () => finish(parseResult<T>(xhr, uploadNetworkFailed)));
        xhr.addEventListener("error", () => finish({ ok: false, message: uploadNetworkFailed }));
        xhr.addEventListener("abort", () => finish({ ok: false, message: uploadCancelled }));
        xhr.open("POST", url);
        xhr.setRequestHeader("Accept", "application/json");
        setProgress(0);
        xhr.send(body);
      });
    },
    [uploadNetworkFailed, uploadCancelled],
  );

  const cancel = useCallback(() => request.current?.abort(), []);

  return { send, progress, isUploading: progress !== null, cancel };
}
