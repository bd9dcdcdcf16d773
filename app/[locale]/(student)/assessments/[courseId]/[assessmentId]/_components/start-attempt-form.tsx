"use client";

import { useActionState } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { Button } from "@/components/ui/button";
import { useCatalogue } from "@/lib/i18n/use-catalogue";
import { startAttemptAction } from "../actions";

/**
 * "Start": posts the assessment's ids to {@link startAttemptAction}, which opens the new attempt
 * (also without JavaScript); a refusal (no attempt left, a wait) is shown above the button.
 */
export function StartAttemptForm({
  courseId,
  assessmentId,
  title,
}: {
  courseId: string;
  assessmentId: string;
  title: string;
}) {
  const messages = useCatalogue();
  const [result, formAction, isPending] = useActionState(startAttemptAction, null);
  return (
    <form action={formAction} className="space-y-3">
      <FormMessage result={result} />
      <input type="hidden" name="courseId" value={courseId} />
      <input type="hidden" name="assessmentId" value={assessmentId} />
      <Button
        type="submit"
        size="lg"
        isPending={isPending}
        className="w-full sm:w-auto"
        aria-label={`${messages.assessments.start}: ${title}`}
      >
        {messages.assessments.start}
      </Button>
    </form>
  );
}
