import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.constructionProjectEvaluation.intro", defaultMessage: "Project evaluations are more useful when they are filled in on site, with photos, rather than remembered at the office." },
  checklistHeading: { id: "blog.constructionProjectEvaluation.checklist.heading", defaultMessage: "A checklist for each visit" },
  checklistP1: { id: "blog.constructionProjectEvaluation.checklist.p1", defaultMessage: "Use a check list with Yes, No and N/A for safety, quality and progress points, and a rating for the overall state of the work." },
  checklistItem1: { id: "blog.constructionProjectEvaluation.checklist.item1", defaultMessage: "Picture uploads for defects" },
  checklistItem2: { id: "blog.constructionProjectEvaluation.checklist.item2", defaultMessage: "A text field for actions and deadlines" },
  checklistItem3: { id: "blog.constructionProjectEvaluation.checklist.item3", defaultMessage: "A signature of the site manager" },
  shareHeading: { id: "blog.constructionProjectEvaluation.share.heading", defaultMessage: "On the site" },
  shareP1: { id: "blog.constructionProjectEvaluation.share.p1", defaultMessage: "Put the QR code on the site office door so every inspector uses the same form. Use one form per project to keep answers apart." },
  reportHeading: { id: "blog.constructionProjectEvaluation.report.heading", defaultMessage: "Reporting" },
  reportP1: { id: "blog.constructionProjectEvaluation.report.p1", defaultMessage: "Export the visits to Excel to track progress over time, and open a single answer to see every photo and the signature." },
});

export const page: TContentPage = {
  title: blogArticles["construction-project-evaluation"].title,
  intro: m.intro,
  updated: blogArticles["construction-project-evaluation"].published,
  sections: [
    { heading: m.checklistHeading, blocks: [{ kind: "p", text: m.checklistP1 }, { kind: "list", items: [m.checklistItem1, m.checklistItem2, m.checklistItem3] }] },
    { heading: m.shareHeading, blocks: [{ kind: "p", text: m.shareP1 }] },
    { heading: m.reportHeading, blocks: [{ kind: "p", text: m.reportP1 }] },
  ],
};
