"use client";

import { useActionState } from "react";
import { Link } from "@/components/ui/link";
import { FormMessage } from "@/components/forms/form-message";
import { useResultToast } from "@/components/forms/use-result-toast";
import { Button } from "@/components/ui/button";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";
import { confirmEmailAction } from "./actions";

/**
 * The one-button confirmation of a login e-mail change. The link's token goes back unchanged in a
 * hidden field; success redirects to `/confirmEmail?confirmed=1`. A refused link says why and
 * offers the way on (log in, or Edit Profile to ask again).
 */
export function ConfirmEmailForm({
  token,
  initialResult = null,
}: {
  token: string;
  initialResult?: ActionResult | null;
}) {
  const [result, formAction, isPending] = useActionState(confirmEmailAction, initialResult);
  useResultToast(result);
  const isRefused = result !== null && !result.ok;
  return (
    <form action={formAction} className="space-y-4">
      <FormMessage result={result} />
      {isRefused ? (
        <p className="flex flex-wrap gap-4 text-sm">
          <Link
            href="/login"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Go to Login
          </Link>
          <Link
            href="/editProfile"
            className="font-semibold text-brand-700 underline-offset-4 hover:underline"
          >
            Edit Profile
          </Link>
        </p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{messages.emailChange.confirmIntro}</p>
          <input type="hidden" name="token" value={token} />
          <Button type="submit" isPending={isPending} className="w-full">
            {isPending ? "Confirming…" : "Confirm New E-mail"}
          </Button>
        </>
      )}
    </form>
  );
}
