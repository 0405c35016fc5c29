import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "pages.about.title", defaultMessage: "About FormQR" },
  intro: { id: "pages.about.intro", defaultMessage: "FormQR turns any form into a styled QR code and a short link, so the people you ask can answer on their phone in seconds." },
  whatHeading: { id: "pages.about.what.heading", defaultMessage: "What we make" },
  whatP1: { id: "pages.about.what.p1", defaultMessage: "A form builder with 26 field types, from short text to signatures and file uploads, a library of about 180 ready-made templates, a QR code designer, and a place to read, search, export and delete the answers. It speaks 33 languages." },
  whyHeading: { id: "pages.about.why.heading", defaultMessage: "What we care about" },
  whyItem1: { id: "pages.about.why.item1", defaultMessage: "<b>Free for everyone.</b> Every feature, without a trial or a card." },
  whyItem2: { id: "pages.about.why.item2", defaultMessage: "<b>Fast for respondents.</b> The public form is a tiny page that opens quickly on a poor connection and works with a keyboard or a screen reader." },
  whyItem3: { id: "pages.about.why.item3", defaultMessage: "<b>Your data stays yours.</b> Answers are readable only by the form’s owner, and you can run FormQR on your own server with two commands." },
  contactHeading: { id: "pages.about.contact.heading", defaultMessage: "Talk to us" },
  contactP1: { id: "pages.about.contact.p1", defaultMessage: "Questions, ideas or a bug to report: write to support@formqr.app. A person reads every message." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  sections: [
    { heading: m.whatHeading, blocks: [{ kind: "p", text: m.whatP1 }] },
    { heading: m.whyHeading, blocks: [{ kind: "list", items: [m.whyItem1, m.whyItem2, m.whyItem3] }] },
    { heading: m.contactHeading, blocks: [{ kind: "p", text: m.contactP1 }] },
  ],
};
