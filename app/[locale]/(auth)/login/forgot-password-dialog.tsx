"use client";

import { useActionState, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { type ActionResult, keptValue } from "@/lib/actions/result";
import { localizedPath } from "@/lib/i18n/locale-path";
import { usePageLocale } from "@/lib/i18n/client";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { requestPasswordResetAction } from "../actions";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { EmailField } from "./email-field";

/** The Reset Password form's fields and buttons (`actions` beside Submit), for the dialog and the page. */
function ResetRequestFields({
  id,
  result,
  email,
  onEmailChange,
  isPending,
  actions,
}: {
  id: string;
  result: ActionResult | null;
  email: string;
  onEmailChange: (email: string) => void;
  isPending: boolean;
  actions?: ReactNode;
}) {
  const texts = useCatalogue().accountPages.forgotPassword;
  return (
    <>
      {result && !result.ok ? <FormMessage result={result} /> : null}
      <EmailField id={id} result={result} email={email} onEmailChange={onEmailChange} />
      <div className="flex justify-end gap-2">
        {actions}
        <Button type="submit" isPending={isPending}>
          {texts.submit}
        </Button>
      </div>
    </>
  );
}

/**
 * 'Forget Password' and its Reset Password dialog (spec §2): an e-mail address (required, type
 * e-mail), Submit and Close. Toasts 'Please Check Your Email' or 'Failed To Send Email'; the
 * dialog closes after a success. Without JavaScript the button submits a plain GET form to
 * `/login?forgotPassword=1`, where the same form is in the page.
 */
export function ForgotPasswordDialog() {
  const texts = useCatalogue().accountPages.forgotPassword;
  const locale = usePageLocale();
  const [isOpen, setIsOpen] = useState(false);
  // Controlled, so React's reset of the form after a failed submission keeps the address typed.
  const [email, setEmail] = useState("");
  const [result, formAction, isPending] = useActionState(requestPasswordResetAction, null);
  useResultToast(result);
  // Close after a success, once per result (adjusting state while rendering, not in an effect).
  const [handledResult, setHandledResult] = useState(result);
  if (result !== handledResult) {
    setHandledResult(result);
    if (result?.ok) setIsOpen(false);
  }

  return (
    <Dialog open={isOpen} onOpenChange={setIsOpen}>
      <form method="get" action={localizedPath(locale, "/login")}>
        {/* `/login?forgotPassword=1` shows ForgotPasswordForm (page.tsx reads the flag). */}
        <input type="hidden" name="forgotPassword" value="1" />
        <DialogTrigger
          asChild
          onClick={(event) => {
            // With JavaScript the dialog opens instead of the GET form going out.
            event.preventDefault();
            setIsOpen(true);
          }}
        >
          <Button
            type="submit"
            variant="ghost"
            className="px-0 text-brand-700 underline-offset-4 hover:bg-transparent hover:underline"
          >
            {texts.trigger}
          </Button>
        </DialogTrigger>
      </form>
      <DialogContent title={texts.heading} description={texts.intro}>
        <form action={formAction} className="space-y-4">
          <ResetRequestFields
            id="reset-email"
            result={result}
            email={email}
            onEmailChange={setEmail}
            isPending={isPending}
            actions={
              <DialogClose asChild>
                <Button variant="secondary">{texts.close}</Button>
              </DialogClose>
            }
          />
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * The Reset Password form in the login page (`/login?forgotPassword=1`), for a browser without
 * JavaScript, and on the reset page when its link cannot be used (`heading` "Ask for a new
 * link"): posted plainly, a success goes to `/login?reset=sent` and a failure comes back to the
 * page with its message and the address typed (`initialResult`, lib/actions/form-flash.ts).
 */
export function ForgotPasswordForm({
  initialResult = null,
  heading,
}: {
  initialResult?: ActionResult | null;
  /** The section's heading; "Reset Password" (in the page's language) by default. */
  heading?: string;
}) {
  const texts = useCatalogue().accountPages.forgotPassword;
  const [result, formAction, isPending] = useActionState(requestPasswordResetAction, initialResult);
  const [email, setEmail] = useState(() => keptValue(result, "email") ?? "");
  useResultToast(result);
  return (
    <section
      aria-labelledby="reset-request-title"
      className="mt-8 rounded-xl border border-slate-200 p-5"
    >
      <h2 id="reset-request-title" className="text-lg font-semibold text-brand-900">
        {heading ?? texts.heading}
      </h2>
      <p className="mt-1 text-sm text-slate-700">{texts.intro}</p>
      <form action={formAction} className="mt-4 space-y-4">
        <ResetRequestFields
          id="reset-request-email"
          result={result}
          email={email}
          onEmailChange={setEmail}
          isPending={isPending}
        />
      </form>
    </section>
  );
}
