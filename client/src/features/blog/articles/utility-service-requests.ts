import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.utilityServiceRequests.intro", defaultMessage: "When something breaks, customers want to report it once and know it has been received." },
  formHeading: { id: "blog.utilityServiceRequests.form.heading", defaultMessage: "A request form that has everything" },
  formP1: { id: "blog.utilityServiceRequests.form.p1", defaultMessage: "Ask for the address with the address field, the kind of problem from a list, a description and a photo. Offer time slots for a visit with a date field." },
  formItem1: { id: "blog.utilityServiceRequests.form.item1", defaultMessage: "An e-mail field so you can confirm the request" },
  formItem2: { id: "blog.utilityServiceRequests.form.item2", defaultMessage: "A required phone number for urgent cases" },
  reachHeading: { id: "blog.utilityServiceRequests.reach.heading", defaultMessage: "Where customers find it" },
  reachP1: { id: "blog.utilityServiceRequests.reach.p1", defaultMessage: "Print the QR code on bills, meters and vans, and link the form from your website." },
  handleHeading: { id: "blog.utilityServiceRequests.handle.heading", defaultMessage: "Handling requests" },
  handleP1: { id: "blog.utilityServiceRequests.handle.p1", defaultMessage: "Notifications tell your team about each new request. Search the submissions by street or problem type, and export the day’s requests for the crews." },
});

export const page: TContentPage = {
  title: blogArticles["utility-service-requests"].title,
  intro: m.intro,
  updated: blogArticles["utility-service-requests"].published,
  sections: [
    { heading: m.formHeading, blocks: [{ kind: "p", text: m.formP1 }, { kind: "list", items: [m.formItem1, m.formItem2] }] },
    { heading: m.reachHeading, blocks: [{ kind: "p", text: m.reachP1 }] },
    { heading: m.handleHeading, blocks: [{ kind: "p", text: m.handleP1 }] },
  ],
};
