// Strings of the password gate of a locked form (loaded only for locked forms). Ids: public.password.<key>.
import { defineMessages } from "../fields/defineMessages.ts";

export const passwordMessages = defineMessages({
  heading: { id: "public.password.heading", defaultMessage: "This form is protected", description: "Heading of the password gate of a locked form" },
  intro: { id: "public.password.intro", defaultMessage: "Enter the password you received with the link to open it.", description: "Text of the password gate of a locked form" },
  label: { id: "public.password.label", defaultMessage: "Password", description: "Label of the password box of a locked form" },
  show: { id: "public.password.show", defaultMessage: "Show password", description: "Check box that shows the typed password of a locked form" },
  submit: { id: "public.password.submit", defaultMessage: "Open form", description: "Button that sends the password of a locked form" },
  checking: { id: "public.password.checking", defaultMessage: "Checking…", description: "Button text while the password of a locked form is being checked" },
  wrong: { id: "public.password.wrong", defaultMessage: "Wrong password", description: "Error under the password box when the password of a locked form is wrong" },
  tooMany: {
    id: "public.password.tooMany",
    defaultMessage: "Too many wrong passwords. Wait a few minutes, then try again.",
    description: "Error under the password box of a locked form after too many wrong passwords from this connection (the server refuses for some minutes)",
  },
  empty: { id: "public.password.empty", defaultMessage: "Enter the password", description: "Error under the password box when it was sent empty" },
  expired: {
    id: "public.password.expired",
    defaultMessage: "The password has changed. Enter the new one to send your answers.",
    description: "Error on the password gate when the password was refused while sending answers",
  },
});
