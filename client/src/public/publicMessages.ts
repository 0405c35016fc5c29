// The strings of the public form page itself (the inputs' are in fields/; the pages loaded only
// when needed keep theirs: passwordMessages.ts, closedMessages.ts, notFoundMessages.ts).
// Ids: public.<component>.<key>. Formatted by the same FieldMessagesProvider as the inputs.
import { defineMessages } from "../fields/defineMessages.ts";

export const loadingMessages = defineMessages({
  loading: { id: "public.page.loading", defaultMessage: "Loading the form…", description: "Read by screen readers while the public form loads" },
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
