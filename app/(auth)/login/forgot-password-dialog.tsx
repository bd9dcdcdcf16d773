"use client";

import { useActionState, useState } from "react";
import { Button } from "@/components/ui/button";
import { Dialog, DialogClose, DialogContent, DialogTrigger } from "@/components/ui/dialog";
import { Field } from "@/components/ui/field";
import { fieldError } from "@/lib/actions/result";
import { requestPasswordResetAction } from "../actions";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";

/**
 * 'Forget Password' and its Reset Password dialog (spec §2): an e-mail address (required, type
 * e-mail), Submit and Close. Toasts 'Please Check Your Email' or 'Failed To Send Email'; the
 * dialog closes after a success.
 */
export function ForgotPasswordDialog() {
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
      <DialogTrigger asChild>
        <Button
          variant="ghost"
          className="px-0 text-brand-700 underline-offset-4 hover:bg-transparent hover:underline"
        >
          Forget Password
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Reset Password"
        description="We will e-mail you a link to choose a new password."
      >
        <form action={formAction} className="space-y-4">
          {result && !result.ok ? <FormMessage result={result} /> : null}
          <Field
            name="email"
            id="reset-email"
            type="email"
            label="E-mail"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError(result, "email")}
          />
          <div className="flex justify-end gap-2">
            <DialogClose asChild>
              <Button variant="secondary">Close</Button>
            </DialogClose>
            <Button type="submit" isPending={isPending}>
              Submit
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
