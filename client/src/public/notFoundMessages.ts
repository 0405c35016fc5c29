// Strings of the public page's not-found page (loaded only for an unknown address). Ids: public.notFound.<key>.
import { defineMessages } from "../fields/defineMessages.ts";

export const notFoundMessages = defineMessages({
  title: { id: "public.notFound.title", defaultMessage: "Page not found: {path}", description: "Heading of the public form page when no form has this address; {path} is the address" },
  body: {
    id: "public.notFound.body",
    defaultMessage: "Check the link or scan the QR code again. The form may have been deleted by its owner.",
    description: "Text under the not-found heading of the public form page",
  },
  pageTitle: { id: "public.notFound.pageTitle", defaultMessage: "Page not found", description: "Browser tab title of the public form's not-found page" },
});
