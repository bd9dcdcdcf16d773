"use client";

import { ENQUIRY_LIMITS } from "@brightway/contract/enquiry-rules";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldFrame } from "@/components/ui/field";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

const controlClass =
  "block w-full rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 shadow-sm focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30";

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
  const [chosen, setChosen] = useState(status);
  const [text, setText] = useState(note ?? "");
  const ids = { status: `status-${enquiryId}`, note: `note-${enquiryId}` };
  return (
    <form
      className="space-y-3"
      aria-label={`Handle the enquiry from ${from}`}
      onSubmit={(event) => {
        event.preventDefault();
        void run(
          () => saveAction({ enquiryId, status: chosen, note: text }),
          messages.enquiry.saveFailed,
        );
      }}
    >
      <FieldFrame id={ids.status} label="Status">
        {(control) => (
          <select
            {...control}
            value={chosen}
            onChange={(event) => setChosen(event.target.value === "answered" ? "answered" : "new")}
            className={`${controlClass} h-10`}
          >
            <option value="new">New</option>
            <option value="answered">Answered</option>
          </select>
        )}
      </FieldFrame>
      <FieldFrame id={ids.note} label="Note (only admins see it)">
        {(control) => (
          <textarea
            {...control}
            value={text}
            maxLength={ENQUIRY_LIMITS.note}
            rows={3}
            onChange={(event) => setText(event.target.value)}
            className={`${controlClass} py-2`}
          />
        )}
      </FieldFrame>
      <Button type="submit" isPending={isPending}>
        {isPending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
