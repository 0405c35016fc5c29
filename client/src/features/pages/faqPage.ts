import { defineMessages } from "react-intl";
import type { TFaqPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "pages.faq.title", defaultMessage: "Frequently asked questions" },
  intro: { id: "pages.faq.intro", defaultMessage: "Quick answers about forms, QR codes, answers and your account." },
  startHeading: { id: "pages.faq.start.heading", defaultMessage: "Getting started" },
  freeQ: { id: "pages.faq.free.q", defaultMessage: "Is FormQR really free?" },
  freeA: { id: "pages.faq.free.a", defaultMessage: "Yes. Every feature is free on formqr.app, with no trial and no card. You can also run it on your own server." },
  appQ: { id: "pages.faq.app.q", defaultMessage: "Do my respondents need an app?" },
  appA: { id: "pages.faq.app.a", defaultMessage: "No. They scan the QR code with their phone’s camera or open the short link, and the form opens in the browser." },
  templateQ: { id: "pages.faq.template.q", defaultMessage: "Can I start from a ready-made form?" },
  templateA: { id: "pages.faq.template.a", defaultMessage: "Yes. Open Templates, try a template as a respondent would, then press Use this template: it becomes your own form in the editor." },
  formsHeading: { id: "pages.faq.forms.heading", defaultMessage: "Forms and QR codes" },
  qrChangeQ: { id: "pages.faq.qrChange.q", defaultMessage: "If I edit my form, do I need to print a new QR code?" },
  qrChangeA: { id: "pages.faq.qrChange.a", defaultMessage: "No. The QR code points to the form, not to a copy of it, so changes show up at once." },
  closeQ: { id: "pages.faq.close.q", defaultMessage: "Can a form stop accepting answers?" },
  closeA: { id: "pages.faq.close.a", defaultMessage: "Yes. In the form’s settings, close it on a date, after a number of scans, or allow one answer per device. You can also switch it off or protect it with a password." },
  uploadQ: { id: "pages.faq.upload.q", defaultMessage: "Which files can respondents upload?" },
  uploadA: { id: "pages.faq.upload.a", defaultMessage: "Documents, pictures, audio and video, each checked by its content. Pictures are shrunk on the phone before they are sent." },
  answersHeading: { id: "pages.faq.answers.heading", defaultMessage: "Answers and data" },
  notifyQ: { id: "pages.faq.notify.q", defaultMessage: "How do I know when someone answers?" },
  notifyA: { id: "pages.faq.notify.a", defaultMessage: "Turn on e-mail notifications in the form’s settings; you can get each answer or a summary per period." },
  exportQ: { id: "pages.faq.export.q", defaultMessage: "Can I export the answers?" },
  exportA: { id: "pages.faq.export.a", defaultMessage: "Yes, to CSV or Excel, all of them or only those matching your search and date range." },
  apiQ: { id: "pages.faq.api.q", defaultMessage: "Can other tools read my answers?" },
  apiA: { id: "pages.faq.api.a", defaultMessage: "Yes. Create a personal access token under Settings, Integrations, and read your submissions through the GraphQL API." },
  accountHeading: { id: "pages.faq.account.heading", defaultMessage: "Account and privacy" },
  whoQ: { id: "pages.faq.who.q", defaultMessage: "Who can see the answers?" },
  whoA: { id: "pages.faq.who.a", defaultMessage: "Only you, the form’s owner. Uploaded files are private too." },
  deleteQ: { id: "pages.faq.delete.q", defaultMessage: "What happens when I delete an answer?" },
  deleteA: { id: "pages.faq.delete.a", defaultMessage: "It is gone for good, together with its files." },
  languageQ: { id: "pages.faq.language.q", defaultMessage: "Can I use FormQR in my language?" },
  languageA: { id: "pages.faq.language.a", defaultMessage: "FormQR speaks 33 languages. Pick yours with the language button in the header or the footer." },
});

export const faq: TFaqPage = {
  title: m.title,
  intro: m.intro,
  groups: [
    { heading: m.startHeading, items: [{ question: m.freeQ, answer: m.freeA }, { question: m.appQ, answer: m.appA }, { question: m.templateQ, answer: m.templateA }] },
    { heading: m.formsHeading, items: [{ question: m.qrChangeQ, answer: m.qrChangeA }, { question: m.closeQ, answer: m.closeA }, { question: m.uploadQ, answer: m.uploadA }] },
    { heading: m.answersHeading, items: [{ question: m.notifyQ, answer: m.notifyA }, { question: m.exportQ, answer: m.exportA }, { question: m.apiQ, answer: m.apiA }] },
    { heading: m.accountHeading, items: [{ question: m.whoQ, answer: m.whoA }, { question: m.deleteQ, answer: m.deleteA }, { question: m.languageQ, answer: m.languageA }] },
  ],
};
