"use client";

import { ENQUIRY_LIMITS } from "@brightway/contract/enquiry-rules";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { FieldFrame } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import { useActionRunner } from "@/components/ui/use-action-runner";
import type { ActionResult } from "@/lib/actions/result";
import { messages } from "@/lib/messages";

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
          <Select
            {...control}
            value={chosen}
            onChange={(event) => setChosen(event.target.value === "answered" ? "answered" : "new")}
          >
            <option value="new">New</option>
            <option value="answered">Answered</option>
          </Select>
        )}
      </FieldFrame>
      <FieldFrame id={ids.note} label="Note (only admins see it)">
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
        {isPending ? "Saving…" : "Save"}
      </Button>
    </form>
  );
}
