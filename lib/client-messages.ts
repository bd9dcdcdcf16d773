/**
 * The texts that client components on visitors' pages show (a link's loading spinner, "Copy
 * Link", the consultancy enquiry form's outcomes), kept apart so that those pages do not ship the whole catalogue to the browser.
 * `lib/messages.ts`, the one catalogue, takes them from here; server code reads them there.
 */
export const clientMessages = {
  loading: "Loading...",
  linkCopied: "Link copied to clipboard!",
  // The Copy Link button; `copyLinkTo` names what it links for screen readers.
  copyLink: "Copy Link",
  copyLinkTo: (label: string) => ` to ${label}`,
  // A visitor's page that failed (the error boundaries, drawn in the browser).
  failure: {
    title: "Something went wrong",
    text: "This page could not be loaded just now. Please try again in a moment.",
    retry: "Try again",
    home: "Home page",
  },
  enquiry: {
    sent: "Thank you: your enquiry was sent. We will reply by e-mail within two working days.",
    failed:
      "Your enquiry could not be sent right now. Please try again later, or write to us on WhatsApp.",
    throttled:
      "You have sent several enquiries already. Please wait an hour before sending another.",
  },
  // Said once, as a toast, on the page a new student lands on after signing up
  // (components/arrival-notice.tsx, in the root layout of every page).
  signedUp:
    "Account created. Open the link we sent to your e-mail address to confirm it: until then we send you no e-mails about your orders and courses.",
  // Where a live course and its sessions stand (the next session's countdown runs in the browser).
  liveStatus: {
    courseInProgress: "In progress",
    happeningNow: "Happening now",
    upcoming: "Upcoming",
    startsInMinutes: (minutes: number) => `Starts in ${minutes} min`,
  },
} as const;
