import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.specificTerms.title", defaultMessage: "Specific terms of use" },
  intro: { id: "legal.specificTerms.intro", defaultMessage: "What you may and may not do with forms and QR codes made on FormQR." },
  allowedHeading: { id: "legal.specificTerms.allowed.heading", defaultMessage: "Fair use" },
  allowedP1: { id: "legal.specificTerms.allowed.p1", defaultMessage: "Use FormQR for registrations, surveys, orders, inspections, feedback and any other lawful purpose, for yourself or your organisation." },
  forbiddenHeading: { id: "legal.specificTerms.forbidden.heading", defaultMessage: "Not allowed" },
  forbiddenItem1: { id: "legal.specificTerms.forbidden.item1", defaultMessage: "Forms that imitate another service to obtain passwords, bank or card details (phishing)." },
  forbiddenItem2: { id: "legal.specificTerms.forbidden.item2", defaultMessage: "Uploading or collecting malware, or content that is illegal where you or your respondents live." },
  forbiddenItem3: { id: "legal.specificTerms.forbidden.item3", defaultMessage: "Collecting personal data without telling respondents who you are and why you ask." },
  forbiddenItem4: { id: "legal.specificTerms.forbidden.item4", defaultMessage: "Overloading the service, for example with automated submissions or scans." },
  enforceHeading: { id: "legal.specificTerms.enforce.heading", defaultMessage: "What we do about misuse" },
  enforceP1: { id: "legal.specificTerms.enforce.p1", defaultMessage: "We may deactivate a form or suspend an account that breaks these rules. Report a form that looks abusive to support@formqr.app with its address." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.allowedHeading, blocks: [{ kind: "p", text: m.allowedP1 }] },
    { heading: m.forbiddenHeading, blocks: [{ kind: "list", items: [m.forbiddenItem1, m.forbiddenItem2, m.forbiddenItem3, m.forbiddenItem4] }] },
    { heading: m.enforceHeading, blocks: [{ kind: "p", text: m.enforceP1 }] },
  ],
};
