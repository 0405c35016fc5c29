import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.lawfulBases.title", defaultMessage: "Lawful bases" },
  intro: { id: "legal.lawfulBases.intro", defaultMessage: "The legal grounds on which FormQR processes personal data, purpose by purpose." },
  primaryHeading: { id: "legal.lawfulBases.primary.heading", defaultMessage: "Primary purpose: providing the service" },
  primaryP1: { id: "legal.lawfulBases.primary.p1", defaultMessage: "Running your account, storing your forms and answers, sending the notifications you turn on and answering your support requests is necessary to perform our contract with you." },
  primaryItem1: { id: "legal.lawfulBases.primary.item1", defaultMessage: "<b>Contract:</b> account, forms, answers, exports, notifications." },
  primaryItem2: { id: "legal.lawfulBases.primary.item2", defaultMessage: "<b>Processing on behalf of form owners:</b> respondents’ answers, under the owner’s own lawful basis." },
  secondaryHeading: { id: "legal.lawfulBases.secondary.heading", defaultMessage: "Secondary purposes" },
  secondaryItem1: { id: "legal.lawfulBases.secondary.item1", defaultMessage: "<b>Legitimate interest:</b> security, abuse prevention and short-lived server logs." },
  secondaryItem2: { id: "legal.lawfulBases.secondary.item2", defaultMessage: "<b>Consent:</b> analytical, functional and targeting cookies and the newsletter; you may withdraw it at any time." },
  secondaryItem3: { id: "legal.lawfulBases.secondary.item3", defaultMessage: "<b>Legal obligation:</b> answering lawful requests from authorities." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { anchor: "primary_purpose", heading: m.primaryHeading, blocks: [{ kind: "p", text: m.primaryP1 }, { kind: "list", items: [m.primaryItem1, m.primaryItem2] }] },
    { anchor: "secondary_purpose", heading: m.secondaryHeading, blocks: [{ kind: "list", items: [m.secondaryItem1, m.secondaryItem2, m.secondaryItem3] }] },
  ],
};
