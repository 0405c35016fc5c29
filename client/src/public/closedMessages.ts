// Strings of the closed-form page (loaded only when a form no longer accepts answers). Ids: public.closed.<key>.
import { defineMessages } from "../fields/defineMessages.ts";

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
