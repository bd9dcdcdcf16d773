import { getCatalogue } from "@/lib/i18n/server";
import { EnquiryForm } from "./enquiry-form";

/**
 * "Tell us about your project": the consultancy page's enquiry form under its heading, in the
 * page's language (the form's words are given to it here). Static (nothing of the request or
 * session), so it sits in the page's cached document as it is.
 */
export async function EnquirySection() {
  const messages = await getCatalogue();
  const texts = messages.publicPages.consultancy.enquiry;
  const {
    nameRequired,
    tooLong,
    emailInvalid,
    phoneInvalid,
    projectTypeRequired,
    messageTooShort,
  } = messages.enquiry;
  const { sent, failed, throttled } = messages.enquiry;
  return (
    <section
      aria-labelledby="enquiry-heading"
      className="mt-12 rounded-xl border border-slate-200 p-5 sm:p-8"
    >
      <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        {texts.title}
      </h2>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">{texts.intro}</p>
      <EnquiryForm
        texts={{
          form: texts,
          outcomes: { sent, failed, throttled },
          errors: {
            nameRequired,
            tooLong,
            emailInvalid,
            phoneInvalid,
            projectTypeRequired,
            messageTooShort,
          },
        }}
      />
    </section>
  );
}
