import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.cookieDeclaration.title", defaultMessage: "Cookie declaration" },
  intro: { id: "legal.cookieDeclaration.intro", defaultMessage: "Every cookie FormQR may set, with its category, purpose and lifetime." },
  tableHeading: { id: "legal.cookieDeclaration.table.heading", defaultMessage: "Cookies we use" },
  name: { id: "legal.cookieDeclaration.name", defaultMessage: "Name" },
  category: { id: "legal.cookieDeclaration.category", defaultMessage: "Category" },
  purpose: { id: "legal.cookieDeclaration.purpose", defaultMessage: "Purpose" },
  duration: { id: "legal.cookieDeclaration.duration", defaultMessage: "Duration" },
  necessary: { id: "legal.cookieDeclaration.necessary", defaultMessage: "Strictly necessary" },
  functional: { id: "legal.cookieDeclaration.functional", defaultMessage: "Functional" },
  analytical: { id: "legal.cookieDeclaration.analytical", defaultMessage: "Analytical" },
  targeting: { id: "legal.cookieDeclaration.targeting", defaultMessage: "Targeting" },
  agreementPurpose: { id: "legal.cookieDeclaration.agreementPurpose", defaultMessage: "Remembers your cookie choice" },
  sessionPurpose: { id: "legal.cookieDeclaration.sessionPurpose", defaultMessage: "Keeps you signed in" },
  botPurpose: { id: "legal.cookieDeclaration.botPurpose", defaultMessage: "Protects the site from bots" },
  localePurpose: { id: "legal.cookieDeclaration.localePurpose", defaultMessage: "Remembers your language" },
  gaPurpose: { id: "legal.cookieDeclaration.gaPurpose", defaultMessage: "Counts visits (Google Analytics 4)" },
  adsPurpose: { id: "legal.cookieDeclaration.adsPurpose", defaultMessage: "Measures advertising (Google, Facebook)" },
  oneYear: { id: "legal.cookieDeclaration.oneYear", defaultMessage: "1 year" },
  session: { id: "legal.cookieDeclaration.session", defaultMessage: "30 days, or until you sign out" },
  halfHour: { id: "legal.cookieDeclaration.halfHour", defaultMessage: "30 minutes" },
  twoYears: { id: "legal.cookieDeclaration.twoYears", defaultMessage: "2 years" },
  threeMonths: { id: "legal.cookieDeclaration.threeMonths", defaultMessage: "3 months" },
  keptHeading: { id: "legal.cookieDeclaration.kept.heading", defaultMessage: "When you withdraw consent" },
  keptP1: { id: "legal.cookieDeclaration.kept.p1", defaultMessage: "We delete every optional cookie and keep only cookie-agreement, __cf_bm, token and userid." },
});

const cookie = (name: string) => ({ literal: name });

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    {
      heading: m.tableHeading,
      blocks: [
        {
          kind: "table",
          head: [m.name, m.category, m.purpose, m.duration],
          rows: [
            [cookie("cookie-agreement"), m.necessary, m.agreementPurpose, m.oneYear],
            [cookie("token"), m.necessary, m.sessionPurpose, m.session],
            [cookie("userid"), m.necessary, m.sessionPurpose, m.session],
            [cookie("__cf_bm"), m.necessary, m.botPurpose, m.halfHour],
            [cookie("locale"), m.functional, m.localePurpose, m.oneYear],
            [cookie("_ga"), m.analytical, m.gaPurpose, m.twoYears],
            [cookie("_gcl_au"), m.targeting, m.adsPurpose, m.threeMonths],
            [cookie("_fbp"), m.targeting, m.adsPurpose, m.threeMonths],
          ],
        },
      ],
    },
    { heading: m.keptHeading, blocks: [{ kind: "p", text: m.keptP1 }] },
  ],
};
