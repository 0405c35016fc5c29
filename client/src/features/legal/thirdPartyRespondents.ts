import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.respondents.title", defaultMessage: "Notice to respondents" },
  intro: { id: "legal.respondents.intro", defaultMessage: "For people who answer a form made with FormQR." },
  whoHeading: { id: "legal.respondents.who.heading", defaultMessage: "Who receives your answers" },
  whoP1: { id: "legal.respondents.who.p1", defaultMessage: "The person or organisation that made the form owns your answers and decides what to do with them; they are the controller. FormQR stores the answers on their behalf and shows them to nobody else." },
  whatHeading: { id: "legal.respondents.what.heading", defaultMessage: "What is stored" },
  whatP1: { id: "legal.respondents.what.p1", defaultMessage: "Everything you enter or upload, the time you sent it and, when the form allows one answer per device, your IP address to enforce that limit. The form’s owner may also have added analytics, which only load with your cookie consent." },
  rightsHeading: { id: "legal.respondents.rights.heading", defaultMessage: "Your rights" },
  rightsP1: { id: "legal.respondents.rights.p1", defaultMessage: "Ask the form’s owner to see, correct or delete your answers. If you cannot reach them, write to support@formqr.app with the form’s address and we will forward your request." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.whoHeading, blocks: [{ kind: "p", text: m.whoP1 }] },
    { heading: m.whatHeading, blocks: [{ kind: "p", text: m.whatP1 }] },
    { heading: m.rightsHeading, blocks: [{ kind: "p", text: m.rightsP1 }] },
  ],
};
