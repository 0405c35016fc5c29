import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.sensitiveData.title", defaultMessage: "Sensitive personal data policy" },
  intro: { id: "legal.sensitiveData.intro", defaultMessage: "Health, religion, ethnic origin and similar data need extra care. This is how FormQR and form owners handle them." },
  ownersHeading: { id: "legal.sensitiveData.owners.heading", defaultMessage: "If your form asks for sensitive data" },
  ownersP1: { id: "legal.sensitiveData.owners.p1", defaultMessage: "Patient intake, medical history and similar templates collect health data. As the form’s owner you need a lawful basis for it, usually explicit consent." },
  ownersItem1: { id: "legal.sensitiveData.owners.item1", defaultMessage: "Add a required consent field that says what you collect and why." },
  ownersItem2: { id: "legal.sensitiveData.owners.item2", defaultMessage: "Protect the form with a password when it is meant for known people." },
  ownersItem3: { id: "legal.sensitiveData.owners.item3", defaultMessage: "Export only what you need and delete answers you no longer need." },
  usHeading: { id: "legal.sensitiveData.us.heading", defaultMessage: "What FormQR does" },
  usP1: { id: "legal.sensitiveData.us.p1", defaultMessage: "Answers and uploaded files are readable only by the form’s owner and are never used for any other purpose. Deleting an answer deletes its files for good." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.ownersHeading, blocks: [{ kind: "p", text: m.ownersP1 }, { kind: "list", items: [m.ownersItem1, m.ownersItem2, m.ownersItem3] }] },
    { heading: m.usHeading, blocks: [{ kind: "p", text: m.usP1 }] },
  ],
};
