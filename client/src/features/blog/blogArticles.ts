import { defineMessages, type MessageDescriptor } from "react-intl";
import type { BLOG_ARTICLE_SLUGS } from "../../../../shared/sitePaths.ts";

export type TBlogSlug = (typeof BLOG_ARTICLE_SLUGS)[number];

export const blogIndexMessages: Record<"title" | "intro" | "minutes" | "back" | "more", MessageDescriptor> = defineMessages({
  title: { id: "blog.index.title", defaultMessage: "Blog" },
  intro: { id: "blog.index.intro", defaultMessage: "Practical ideas for forms and QR codes that people actually answer." },
  minutes: { id: "blog.index.minutes", defaultMessage: "{minutes, plural, one {# min read} other {# min read}}", description: "Reading time of a blog article" },
  back: { id: "blog.index.back", defaultMessage: "All articles" },
  more: { id: "blog.index.more", defaultMessage: "More articles" },
});

const t = defineMessages({
  retailTitle: { id: "blog.retailCustomerSurvey.title", defaultMessage: "A retail customer survey shoppers finish at the till" },
  retailSummary: { id: "blog.retailCustomerSurvey.summary", defaultMessage: "Five questions, one QR code by the counter and a weekly export: how shops learn what customers think." },
  studentTitle: { id: "blog.studentRegistration.title", defaultMessage: "Student registration without the paper pile" },
  studentSummary: { id: "blog.studentRegistration.summary", defaultMessage: "Collect details, documents and a parent’s signature in one form that works on any phone." },
  adsTitle: { id: "blog.qrCodesInAdvertising.title", defaultMessage: "QR codes in advertising that people scan" },
  adsSummary: { id: "blog.qrCodesInAdvertising.summary", defaultMessage: "Size, contrast, a call to action and a form worth opening: what makes a printed QR code work." },
  eventTitle: { id: "blog.eventEvaluation.title", defaultMessage: "Event evaluation while memories are fresh" },
  eventSummary: { id: "blog.eventEvaluation.summary", defaultMessage: "Ask attendees before they leave the room, with ratings and one open question." },
  healthTitle: { id: "blog.healthcarePatientForms.title", defaultMessage: "Patient forms in the waiting room" },
  healthSummary: { id: "blog.healthcarePatientForms.summary", defaultMessage: "Intake, history and consent on the patient’s own phone, with care for sensitive data." },
  restaurantTitle: { id: "blog.restaurantOrdering.title", defaultMessage: "Restaurant ordering from the table" },
  restaurantSummary: { id: "blog.restaurantOrdering.summary", defaultMessage: "A QR code on each table, a menu form with choices and notes, and orders that reach the kitchen." },
  constructionTitle: { id: "blog.constructionProjectEvaluation.title", defaultMessage: "Evaluating construction projects on site" },
  constructionSummary: { id: "blog.constructionProjectEvaluation.summary", defaultMessage: "Checklists, photos and signatures collected where the work happens." },
  logisticsTitle: { id: "blog.logisticsSupplierEvaluation.title", defaultMessage: "Supplier evaluation in logistics" },
  logisticsSummary: { id: "blog.logisticsSupplierEvaluation.summary", defaultMessage: "Score every delivery the same way and compare suppliers with numbers, not impressions." },
  utilityTitle: { id: "blog.utilityServiceRequests.title", defaultMessage: "Service requests for utilities" },
  utilitySummary: { id: "blog.utilityServiceRequests.summary", defaultMessage: "Let customers report a fault with the address, a photo and a time slot in one go." },
  engagementTitle: { id: "blog.customerEngagement.title", defaultMessage: "Customer engagement one scan at a time" },
  engagementSummary: { id: "blog.customerEngagement.summary", defaultMessage: "Turn packaging, receipts and posters into conversations with short, useful forms." },
});

/** The articles' titles, summaries and dates, in the order of BLOG_ARTICLE_SLUGS. */
export const blogArticles: Record<TBlogSlug, { title: MessageDescriptor; summary: MessageDescriptor; published: string; readingMinutes: number }> = {
  "retail-customer-survey": { title: t.retailTitle, summary: t.retailSummary, published: "2026-03-12", readingMinutes: 2 },
  "student-registration": { title: t.studentTitle, summary: t.studentSummary, published: "2026-04-02", readingMinutes: 2 },
  "qr-codes-in-advertising": { title: t.adsTitle, summary: t.adsSummary, published: "2026-04-23", readingMinutes: 2 },
  "event-evaluation": { title: t.eventTitle, summary: t.eventSummary, published: "2026-05-14", readingMinutes: 2 },
  "healthcare-patient-forms": { title: t.healthTitle, summary: t.healthSummary, published: "2026-06-04", readingMinutes: 2 },
  "restaurant-ordering": { title: t.restaurantTitle, summary: t.restaurantSummary, published: "2026-06-25", readingMinutes: 2 },
  "construction-project-evaluation": { title: t.constructionTitle, summary: t.constructionSummary, published: "2026-07-16", readingMinutes: 2 },
  "logistics-supplier-evaluation": { title: t.logisticsTitle, summary: t.logisticsSummary, published: "2026-08-06", readingMinutes: 2 },
  "utility-service-requests": { title: t.utilityTitle, summary: t.utilitySummary, published: "2026-09-03", readingMinutes: 2 },
  "customer-engagement": { title: t.engagementTitle, summary: t.engagementSummary, published: "2026-10-01", readingMinutes: 2 },
};
