"use client";

import { ENQUIRY_LIMITS } from "@brightway/contract/enquiry-rules";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldFrame } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";
import { useCatalogue } from "@/lib/i18n/use-catalogue";

/** Props of {@link EnquiryEditor}. */
interface EnquiryEditorProps {
  enquiryId: string;
  /** Whose enquiry, for the controls' accessible names. */
  from: string;
  status: "new" | "answered";
  note: string | null;
  /** The update server action (passed in from the page). */
  saveAction: (input: {
    enquiryId: string;
    status: "new" | "answered";
    note: string;
  }) => Promise<ActionResult>;
}

/**
 * An enquiry's status (New / Answered) and the admin's private note, saved together; the page
 * refreshes after a save. The fields start from the stored values.
 */
export function EnquiryEditor({ enquiryId, from, status, note, saveAction }: EnquiryEditorProps) {
  const { isPending, run } = useActionRunner();
  const messages = useCatalogue();
  const t = messages.adminPages.enquiries;
  const [chosen, setChosen] = useState(status);
  const [text, setText] = useState(note ?? "");
  const ids = { status: `status-${enquiryId}`, note: `note-${enquiryId}` };
  return (
    <form
      className="space-y-3"
      aria-label={t.handle(from)}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => saveAction({ enquiryId, status: chosen, note: text }),
          messages.enquiry.saveFailed,
        );
      }}
    >
      <FieldFrame id={ids.status} label={t.status}>
        {(control) => (
          <Select
            {...control}
            value={chosen}
            onChange={(event) => setChosen(event.target.value === "answered" ? "answered" : "new")}
          >
            <option value="new">{t.new}</option>
            <option value="answered">{t.answered}</option>
          </Select>
        )}
      </FieldFrame>
      <FieldFrame id={ids.note} label={t.note}>
        {(control) => (
          <Textarea
            {...control}
            value={text}
            maxLength={ENQUIRY_LIMITS.note}
            rows={3}
            onChange={(event) => setText(event.target.value)}
          />
        )}
      </FieldFrame>
      <Button type="submit" isPending={isPending}>
        {isPending ? t.saving : t.save}
      </Button>
    </form>
  );
}
