// The strings of the public form page itself (the inputs' are in fields/; the password gate,
// loaded only for locked forms, keeps its own in passwordMessages.ts).
// Ids: public.<component>.<key>. Formatted by the same FieldMessagesProvider as the inputs.
import { defineMessages } from "../fields/defineMessages.ts";

export const loadingMessages = defineMessages({
  loading: { id: "public.page.loading", defaultMessage: "Loading the form…", description: "Read by screen readers while the public form loads" },
});

export const notFoundMessages = defineMessages({
  title: { id: "public.notFound.title", defaultMessage: "Page not found: {path}", description: "Heading of the public form page when no form has this address; {path} is the address" },
  body: {
    id: "public.notFound.body",
    defaultMessage: "Check the link or scan the QR code again. The form may have been deleted by its owner.",
    description: "Text under the not-found heading of the public form page",
  },
  pageTitle: { id: "public.notFound.pageTitle", defaultMessage: "Page not found", description: "Browser tab title of the public form's not-found page" },
});

export const closedMessages = defineMessages({
  title: {
    id: "public.closed.title",
    defaultMessage: "This form no longer accepts answers",
    description: "Heading shown instead of a form that is closed (expired, inactive or already answered)",
  },
  date: { id: "public.closed.date", defaultMessage: "The closing date set by the form's owner has passed.", description: "Reason shown when a form expired by date" },
  scans: { id: "public.closed.scans", defaultMessage: "The form has reached the number of visits its owner allowed.", description: "Reason shown when a form expired by its scan limit" },
  ip: { id: "public.closed.ip", defaultMessage: "You have already answered this form.", description: "Reason shown when a form allows one answer per visitor and this visitor answered" },
  inactive: { id: "public.closed.inactive", defaultMessage: "The form's owner has closed it for now.", description: "Reason shown when the owner switched a form off" },
  contact: {
    id: "public.closed.contact",
    defaultMessage: "If you think this is a mistake, contact the person who shared the form with you.",
    description: "Advice under the reason on the closed form page",
  },
});

export const thankYouMessages = defineMessages({
  heading: { id: "public.thankYou.heading", defaultMessage: "Thank you!", description: "Heading shown after a form was submitted" },
  body: { id: "public.thankYou.body", defaultMessage: "Your response has been recorded.", description: "Text shown after a form was submitted" },
  again: { id: "public.thankYou.again", defaultMessage: "Submit another response", description: "Button that empties the form to answer it again" },
});

export const failureMessages = defineMessages({
  loadTitle: { id: "public.failure.loadTitle", defaultMessage: "The form could not be loaded", description: "Heading when the public form could not be fetched (network or server error)" },
  loadBody: {
    id: "public.failure.loadBody",
    defaultMessage: "Check your connection and try again.",
    description: "Text under the heading when the public form could not be fetched",
  },
  retry: { id: "public.failure.retry", defaultMessage: "Try again", description: "Button that loads the public form again after a failure" },
  submit: {
    id: "public.failure.submit",
    defaultMessage: "Your answers could not be sent. Check your connection and try again.",
    description: "Error under the submit button when sending the answers failed",
  },
  tooMany: {
    id: "public.failure.tooMany",
    defaultMessage: "Too many attempts from this connection. Wait a few minutes, then try again.",
    description: "Error under the submit button of a public form when the server refused for now: too many answers or wrong passwords from this connection",
  },
  dismiss: { id: "public.failure.dismiss", defaultMessage: "Dismiss", description: "Button that hides the error message under a public form" },
});

export const footerMessages = defineMessages({
  madeWith: { id: "public.footer.madeWith", defaultMessage: "Made with FormQR", description: "Small link under a public form to the FormQR home page" },
});
