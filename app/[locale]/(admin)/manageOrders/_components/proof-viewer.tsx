"use client";

import { useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Zoom steps of the full-screen proof, as a share of the screen's width. */
const zoomSteps = [1, 1.5, 2, 3, 4] as const;

/** Props of {@link ProofViewer}. */
export interface ProofViewerProps {
  /** The admin-checked address of the proof image (`/api/admin/orders/{id}/proof`). */
  src: string;
  reference: string;
  /** The facts kept in view while the proof is read: amount, method, time left. */
  facts: ReactNode;
  /** Approve / Reject, when the order waits for a decision. */
  decision?: ReactNode;
}

/**
 * A payment proof as the owner checks it on a phone: a thumbnail that opens the proof full screen,
 * with Zoom in / Zoom out / Fit (and the browser's own pinch and scroll to move around), while the
 * reference, amount and time left stay pinned above and Approve / Reject below.
 */
export function ProofViewer({ src, reference, facts, decision }: ProofViewerProps) {
  const [step, setStep] = useState(0);
  const zoom = zoomSteps[step]!;
  const text = useCatalogue().adminPages.orders;
  const alt = text.proofAlt(reference);
  return (
    <Dialog onOpenChange={(open) => !open && setStep(0)}>
      <DialogTrigger asChild>
        <button
          type="button"
          className="group block w-full rounded-lg border border-slate-200 bg-slate-50 text-start focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {/* A plain img: the proof is private (served by an admin-checked route with the admin's
              cookie), which the next/image optimizer cannot fetch. No alt: the button's text names
              it, and the full-screen image carries the description. */}
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={src}
            alt=""
            loading="lazy"
            className="max-h-72 w-full rounded-t-lg object-contain lg:max-h-[32rem]"
          />
          <span className="block px-3 py-2 text-sm font-semibold text-brand-800 group-hover:underline">
            {text.viewProof}
            <span className="sr-only">{text.viewProofSr(reference)}</span>
          </span>
        </button>
      </DialogTrigger>
      <DialogContent size="fullscreen" title={text.proofTitle(reference)}>
        <div className="text-sm text-slate-800">{facts}</div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <Button
            variant="secondary"
            onClick={() => setStep((s) => Math.max(0, s - 1))}
            disabled={step === 0}
          >
            {text.zoomOut}
          </Button>
          <Button
            variant="secondary"
            onClick={() => setStep((s) => Math.min(zoomSteps.length - 1, s + 1))}
            disabled={step === zoomSteps.length - 1}
          >
            {text.zoomIn}
          </Button>
          <Button variant="secondary" onClick={() => setStep(0)} disabled={step === 0}>
            {text.fit}
          </Button>
          <span aria-live="polite" className="text-sm text-slate-600">
            {Math.round(zoom * 100)}%
          </span>
          <a
            href={src}
            target="_blank"
            rel="noopener"
            className="ms-auto text-sm font-semibold text-brand-800 underline"
          >
            {text.openImage}
          </a>
        </div>
        <div
          tabIndex={0}
          role="region"
          aria-label={text.proofRegion}
          className="mt-3 min-h-0 flex-1 overflow-auto rounded-md bg-slate-100"
        >
          {/* eslint-disable-next-line @next/next/no-img-element */}
          <img
            src={src}
            alt={alt}
            style={{ width: `${zoom * 100}%`, maxWidth: "none" }}
            className={zoom === 1 ? "h-full object-contain" : "h-auto"}
          />
        </div>
        <div className="mt-3 flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-3">
          {decision ?? <span />}
          <DialogClose asChild>
            <Button variant="secondary">{text.close}</Button>
          </DialogClose>
        </div>
      </DialogContent>
    </Dialog>
  );
}
