import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.privacyNotice.title", defaultMessage: "Privacy notice" },
  intro: { id: "legal.privacyNotice.intro", defaultMessage: "This notice explains what personal data FormQR keeps about the people who create an account, why, for how long, and what you can ask of us." },
  whoHeading: { id: "legal.privacyNotice.who.heading", defaultMessage: "Who is responsible" },
  whoP1: { id: "legal.privacyNotice.who.p1", defaultMessage: "FormQR, reachable at support@formqr.app, is the controller of account data on formqr.app. When an organisation runs FormQR on its own server, that organisation is the controller and this notice describes what the software does." },
  collectHeading: { id: "legal.privacyNotice.collect.heading", defaultMessage: "What we collect" },
  collectItem1: { id: "legal.privacyNotice.collect.item1", defaultMessage: "<b>Account:</b> your name, e-mail address and password, stored only as an argon2 hash, or the identity Google confirms when you sign in with Google." },
  collectItem2: { id: "legal.privacyNotice.collect.item2", defaultMessage: "<b>Your content:</b> forms, QR designs, templates, answers and files you collect, and personal access tokens, stored hashed." },
  collectItem3: { id: "legal.privacyNotice.collect.item3", defaultMessage: "<b>Technical data:</b> IP address and browser in server logs, and the cookies described in the cookie declaration." },
  useHeading: { id: "legal.privacyNotice.use.heading", defaultMessage: "Why we use it" },
  useP1: { id: "legal.privacyNotice.use.p1", defaultMessage: "We use your data to run your account, show your forms to the people you share them with, send you the notifications you ask for and keep the service secure. We do not sell personal data and do not use the answers you collect for anything else." },
  keepHeading: { id: "legal.privacyNotice.keep.heading", defaultMessage: "How long we keep it" },
  keepP1: { id: "legal.privacyNotice.keep.p1", defaultMessage: "Account data stays until your account is deleted, which you can ask for at any time. Answers and files stay until you delete them; deleting an answer deletes its files. Server logs are kept for 30 days." },
  rightsHeading: { id: "legal.privacyNotice.rights.heading", defaultMessage: "Your rights" },
  rightsP1: { id: "legal.privacyNotice.rights.p1", defaultMessage: "You may ask for a copy of your data, its correction or deletion, object to a use of it, or take it elsewhere. Write to support@formqr.app. You may also complain to the data protection authority where you live." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.whoHeading, blocks: [{ kind: "p", text: m.whoP1 }] },
    { heading: m.collectHeading, blocks: [{ kind: "list", items: [m.collectItem1, m.collectItem2, m.collectItem3] }] },
    { heading: m.useHeading, blocks: [{ kind: "p", text: m.useP1 }] },
    { heading: m.keepHeading, blocks: [{ kind: "p", text: m.keepP1 }] },
    { heading: m.rightsHeading, blocks: [{ kind: "p", text: m.rightsP1 }] },
  ],
};
