import { EnquiryForm } from "./enquiry-form";

/**
 * "Tell us about your project": the consultancy page's enquiry form under its heading. Static
 * (nothing of the request or session), so it sits in the page's cached document as it is.
 */
export function EnquirySection() {
  return (
    <section
      aria-labelledby="enquiry-heading"
      className="mt-12 rounded-xl border border-slate-200 p-5 sm:p-8"
    >
      <h2 id="enquiry-heading" className="text-2xl font-bold tracking-tight text-slate-900">
        Tell us about your project
      </h2>
      <p className="mt-2 mb-6 max-w-3xl text-slate-700">
        Send us a few lines about the building and what you need. An engineer reads every enquiry
        and replies by e-mail, usually within two working days.
      </p>
      <EnquiryForm />
    </section>
  );
}
