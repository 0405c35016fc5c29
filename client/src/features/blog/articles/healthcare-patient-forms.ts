import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.healthcarePatientForms.intro", defaultMessage: "Patients can fill in intake forms on their own phone while they wait, and staff read clean answers instead of handwriting." },
  fieldsHeading: { id: "blog.healthcarePatientForms.fields.heading", defaultMessage: "What to include" },
  fieldsP1: { id: "blog.healthcarePatientForms.fields.p1", defaultMessage: "Use name, date of birth and contact fields, a check list for symptoms or history, and a signature for consent. Ask only what the visit needs." },
  fieldsItem1: { id: "blog.healthcarePatientForms.fields.item1", defaultMessage: "A required consent field that says why you collect health data" },
  fieldsItem2: { id: "blog.healthcarePatientForms.fields.item2", defaultMessage: "A file upload for a referral letter" },
  fieldsItem3: { id: "blog.healthcarePatientForms.fields.item3", defaultMessage: "A dropdown for the reason of the visit" },
  careHeading: { id: "blog.healthcarePatientForms.care.heading", defaultMessage: "Handle sensitive data with care" },
  careP1: { id: "blog.healthcarePatientForms.care.p1", defaultMessage: "Health data needs a lawful basis, usually explicit consent. Protect the form with a password if it is meant for booked patients, and read our sensitive data policy." },
  afterHeading: { id: "blog.healthcarePatientForms.after.heading", defaultMessage: "After the visit" },
  afterP1: { id: "blog.healthcarePatientForms.after.p1", defaultMessage: "Answers are visible only to you. Delete them when they are no longer needed; their files are deleted with them." },
});

export const page: TContentPage = {
  title: blogArticles["healthcare-patient-forms"].title,
  intro: m.intro,
  updated: blogArticles["healthcare-patient-forms"].published,
  sections: [
    { heading: m.fieldsHeading, blocks: [{ kind: "p", text: m.fieldsP1 }, { kind: "list", items: [m.fieldsItem1, m.fieldsItem2, m.fieldsItem3] }] },
    { heading: m.careHeading, blocks: [{ kind: "p", text: m.careP1 }] },
    { heading: m.afterHeading, blocks: [{ kind: "p", text: m.afterP1 }] },
  ],
};
