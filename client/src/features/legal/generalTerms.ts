import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.generalTerms.title", defaultMessage: "General terms and conditions" },
  intro: { id: "legal.generalTerms.intro", defaultMessage: "These terms apply to everyone who creates an account on FormQR. By signing up you accept them." },
  serviceHeading: { id: "legal.generalTerms.service.heading", defaultMessage: "The service" },
  serviceP1: { id: "legal.generalTerms.service.p1", defaultMessage: "FormQR lets you build online forms, style QR codes that lead to them, collect answers and export them. The hosted service on formqr.app is free. We may improve or change features; we will not remove access to your data without notice." },
  accountHeading: { id: "legal.generalTerms.account.heading", defaultMessage: "Your account" },
  accountP1: { id: "legal.generalTerms.account.p1", defaultMessage: "Keep your password secret and your e-mail address current. You are responsible for what is done with your account and with the personal access tokens you create." },
  contentHeading: { id: "legal.generalTerms.content.heading", defaultMessage: "Your forms and answers" },
  contentP1: { id: "legal.generalTerms.content.p1", defaultMessage: "You own your forms and the answers you collect. You give us only the permission needed to store them and show them to the people you share them with. For the personal data of your respondents you are the controller and we process it on your behalf." },
  paymentHeading: { id: "legal.generalTerms.payment.heading", defaultMessage: "Payments, refunds and cancellation" },
  paymentP1: { id: "legal.generalTerms.payment.p1", defaultMessage: "There are no paid plans today. Should paid plans ever be offered, free accounts keep what they have, a paid plan can be cancelled at any time from the settings, and the unused months are refunded." },
  endHeading: { id: "legal.generalTerms.end.heading", defaultMessage: "Ending the agreement" },
  endP1: { id: "legal.generalTerms.end.p1", defaultMessage: "You may have your account deleted at any time by writing to support@formqr.app; your forms and answers are deleted with it. We may suspend an account that breaks the specific terms of use, after telling you why when the law allows it. The service is provided as it is, and our liability is limited to the extent the law permits." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.serviceHeading, blocks: [{ kind: "p", text: m.serviceP1 }] },
    { heading: m.accountHeading, blocks: [{ kind: "p", text: m.accountP1 }] },
    { heading: m.contentHeading, blocks: [{ kind: "p", text: m.contentP1 }] },
    { heading: m.paymentHeading, blocks: [{ kind: "p", text: m.paymentP1 }] },
    { heading: m.endHeading, blocks: [{ kind: "p", text: m.endP1 }] },
  ],
};
