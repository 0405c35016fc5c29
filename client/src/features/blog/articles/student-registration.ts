import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.studentRegistration.intro", defaultMessage: "Registration day is easier when families fill in the form at home, on their phone, before they arrive." },
  fieldsHeading: { id: "blog.studentRegistration.fields.heading", defaultMessage: "The fields you need" },
  fieldsP1: { id: "blog.studentRegistration.fields.p1", defaultMessage: "Use name and address fields for the student and the parent, a date field for the birth date, and a choice list for the course or class." },
  fieldsItem1: { id: "blog.studentRegistration.fields.item1", defaultMessage: "A file upload for the ID document or last report" },
  fieldsItem2: { id: "blog.studentRegistration.fields.item2", defaultMessage: "A signature field for the parent’s consent" },
  fieldsItem3: { id: "blog.studentRegistration.fields.item3", defaultMessage: "A check list of documents to bring" },
  shareHeading: { id: "blog.studentRegistration.share.heading", defaultMessage: "Sharing the form" },
  shareP1: { id: "blog.studentRegistration.share.p1", defaultMessage: "Send the short link by e-mail and print the QR code on the welcome letter. Close the form on the last registration date so late answers do not slip in." },
  afterHeading: { id: "blog.studentRegistration.after.heading", defaultMessage: "After the deadline" },
  afterP1: { id: "blog.studentRegistration.after.p1", defaultMessage: "Export the answers to CSV for your student system, and delete the uploaded documents once you have checked them." },
});

export const page: TContentPage = {
  title: blogArticles["student-registration"].title,
  intro: m.intro,
  updated: blogArticles["student-registration"].published,
  sections: [
    { heading: m.fieldsHeading, blocks: [{ kind: "p", text: m.fieldsP1 }, { kind: "list", items: [m.fieldsItem1, m.fieldsItem2, m.fieldsItem3] }] },
    { heading: m.shareHeading, blocks: [{ kind: "p", text: m.shareP1 }] },
    { heading: m.afterHeading, blocks: [{ kind: "p", text: m.afterP1 }] },
  ],
};
