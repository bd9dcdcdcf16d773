"use client";

import { ENQUIRY_LIMITS, ENQUIRY_PROJECT_TYPES } from "@brightway/contract/enquiry-rules";
import { useEffect, useSyncExternalStore } from "react";
import { FormMessage } from "@/components/forms/form-message";
import { useValidatedForm } from "@/components/forms/use-validated-form";
import { Button } from "@/components/ui/button";
import { Field, FieldFrame } from "@/components/ui/field";
import { Select, Textarea } from "@/components/ui/input";
import type { Catalogue } from "@/lib/i18n/catalogue";
import type { ClientCatalogue } from "@/lib/i18n/client-catalogue";
import { sendEnquiryAction } from "./enquiry-action";
import type { EnquiryErrors } from "./enquiry-schema";

/** The form's words in the page's language, given by the server section (no catalogue in the browser). */
export interface EnquiryFormTexts {
  /** Labels, options and the button (`messages.publicPages.consultancy.enquiry`). */
  form: Catalogue["publicPages"]["consultancy"]["enquiry"];
  /** The outcomes (`clientMessages.enquiry`). */
  outcomes: ClientCatalogue["enquiry"];
  /** The field errors (`messages.enquiry`). */
  errors: EnquiryErrors;
}

/** The notices a post without JavaScript lands on (`/consultancyServices#enquiry-…`), shown by `:target`. */
function noticesOf({ form, outcomes }: EnquiryFormTexts) {
  return [
    { id: "enquiry-sent", text: outcomes.sent, tone: "bg-green-50 text-green-800" },
    { id: "enquiry-invalid", text: form.invalid, tone: "bg-red-50 text-red-800" },
    { id: "enquiry-throttled", text: outcomes.throttled, tone: "bg-red-50 text-red-800" },
    { id: "enquiry-failed", text: outcomes.failed, tone: "bg-red-50 text-red-800" },
  ] as const;
}

/** The contact fields, two to a row from `sm` up; each is limited to the contract's length. */
function contactFieldsOf({ form }: EnquiryFormTexts) {
  return [
    { name: "name", label: form.name, autoComplete: "name", required: true },
    { name: "email", label: form.email, type: "email", autoComplete: "email", required: true },
    { name: "phone", label: form.phone, type: "tel", autoComplete: "tel" },
    { name: "company", label: form.company, autoComplete: "organization" },
  ] as const;
}

const noSubscription = () => () => {};

const emptyForm = {
  name: "",
  email: "",
  phone: "",
  company: "",
  projectType: "",
  message: "",
  website: "",
};

/**
 * The consultancy page's enquiry form: name, e-mail, phone, company, project type and message,
 * each with a visible label, and a honeypot field hidden from people. Self-contained: it reads
 * nothing of the viewer's session, so the page around it stays a cached static document.
 * Without JavaScript it posts to the action like any HTML form (the browser checks the required
 * fields first) and lands back on this page at a notice of the outcome; with JavaScript the same
 * schema checks each field at once, the result shows above the button and a sent form is cleared.
 */
export function EnquiryForm({ texts }: { texts: EnquiryFormTexts }) {
  const { form: words, errors } = texts;
  const { result, isPending, field, formProps, errorOf, register, setValue } = useValidatedForm({
    action: sendEnquiryAction,
    loadSchema: () => import("./enquiry-schema").then((module) => module.enquirySchemaFor(errors)),
    defaultValues: emptyForm,
  });
  // Until hydrated the browser checks the required fields itself (a post without JavaScript);
  // then the schema does, with the same texts as the server.
  const isHydrated = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  useEffect(() => {
    if (!result?.ok) return;
    for (const name of Object.keys(emptyForm) as (keyof typeof emptyForm)[]) setValue(name, "");
  }, [result, setValue]);

  return (
    <div>
      {noticesOf(texts).map((notice) => (
        <p
          key={notice.id}
          id={notice.id}
          role={notice.id === "enquiry-sent" ? "status" : "alert"}
          className={`mb-4 hidden scroll-mt-24 rounded-md px-3 py-2 text-sm target:block ${notice.tone}`}
        >
          {notice.text}
        </p>
      ))}
      <form
        {...formProps}
        noValidate={isHydrated}
        aria-labelledby="enquiry-heading"
        className="grid gap-4 sm:grid-cols-2"
      >
        {contactFieldsOf(texts).map(({ name, ...props }) => (
          <Field key={name} {...props} maxLength={ENQUIRY_LIMITS[name]} {...field(name)} />
        ))}
        <FieldFrame
          id="projectType"
          label={words.projectType}
          error={errorOf("projectType")}
          className="sm:col-span-2"
        >
          {(control) => (
            <Select
              {...control}
              required
              invalid={Boolean(errorOf("projectType"))}
              {...register("projectType")}
            >
              <option value="">{words.chooseOne}</option>
              {ENQUIRY_PROJECT_TYPES.map((type) => (
                <option key={type} value={type}>
                  {words.projectTypes[type]}
                </option>
              ))}
            </Select>
          )}
        </FieldFrame>
        <FieldFrame
          id="message"
          label={words.message}
          error={errorOf("message")}
          className="sm:col-span-2"
        >
          {(control) => (
            <Textarea
              {...control}
              required
              minLength={10}
              maxLength={ENQUIRY_LIMITS.message}
              rows={6}
              invalid={Boolean(errorOf("message"))}
              {...register("message")}
            />
          )}
        </FieldFrame>
        {/* The honeypot: out of sight and out of the tab order; people leave it empty. */}
        <div aria-hidden="true" className="absolute -start-[9999px] h-px w-px overflow-hidden">
          <label htmlFor="website">{words.website}</label>
          <input
            id="website"
            type="text"
            tabIndex={-1}
            autoComplete="off"
            {...register("website")}
          />
        </div>
        <div className="space-y-3 sm:col-span-2">
          <FormMessage result={result} />
          <Button type="submit" isPending={isPending}>
            {isPending ? words.sending : words.send}
          </Button>
        </div>
      </form>
    </div>
  );
}
