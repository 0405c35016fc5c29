import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.childrenData.title", defaultMessage: "Children’s personal data policy" },
  intro: { id: "legal.childrenData.intro", defaultMessage: "FormQR is made for adults and organisations. This policy says how children’s data is treated." },
  accountsHeading: { id: "legal.childrenData.accounts.heading", defaultMessage: "Accounts" },
  accountsP1: { id: "legal.childrenData.accounts.p1", defaultMessage: "You must be at least 16 years old to create an account. If we learn that an account belongs to a younger child without a parent’s consent, we delete it." },
  formsHeading: { id: "legal.childrenData.forms.heading", defaultMessage: "Forms that collect children’s data" },
  formsP1: { id: "legal.childrenData.forms.p1", defaultMessage: "Schools, clubs and camps often need a child’s name, age or allergies. The owner of such a form is responsible for having a lawful basis, usually a parent’s consent, and should address the form to the parent rather than the child." },
  formsItem1: { id: "legal.childrenData.forms.item1", defaultMessage: "Ask only for what you need for the activity." },
  formsItem2: { id: "legal.childrenData.forms.item2", defaultMessage: "Add a consent field signed by a parent or guardian." },
  formsItem3: { id: "legal.childrenData.forms.item3", defaultMessage: "Delete the answers when the activity is over." },
  contactHeading: { id: "legal.childrenData.contact.heading", defaultMessage: "Contact" },
  contactP1: { id: "legal.childrenData.contact.p1", defaultMessage: "A parent who believes a form holds their child’s data without consent may write to support@formqr.app; we will pass the request to the form’s owner and help them answer it." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.accountsHeading, blocks: [{ kind: "p", text: m.accountsP1 }] },
    { heading: m.formsHeading, blocks: [{ kind: "p", text: m.formsP1 }, { kind: "list", items: [m.formsItem1, m.formsItem2, m.formsItem3] }] },
    { heading: m.contactHeading, blocks: [{ kind: "p", text: m.contactP1 }] },
  ],
};
