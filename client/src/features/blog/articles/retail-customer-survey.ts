import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.retailCustomerSurvey.intro", defaultMessage: "Shoppers will answer a survey if it takes less time than waiting for their receipt. Here is how to make one they finish." },
  askHeading: { id: "blog.retailCustomerSurvey.ask.heading", defaultMessage: "What to ask" },
  askP1: { id: "blog.retailCustomerSurvey.ask.p1", defaultMessage: "Keep it to five questions. Start with a rating of the visit, then ask what they came for, whether they found it, and one open question about what would bring them back." },
  askItem1: { id: "blog.retailCustomerSurvey.ask.item1", defaultMessage: "A star rating for the overall visit" },
  askItem2: { id: "blog.retailCustomerSurvey.ask.item2", defaultMessage: "A single choice for the reason of the visit" },
  askItem3: { id: "blog.retailCustomerSurvey.ask.item3", defaultMessage: "A yes or no: did you find everything?" },
  askItem4: { id: "blog.retailCustomerSurvey.ask.item4", defaultMessage: "An optional e-mail field for people who want a reply" },
  placeHeading: { id: "blog.retailCustomerSurvey.place.heading", defaultMessage: "Where to put the QR code" },
  placeP1: { id: "blog.retailCustomerSurvey.place.p1", defaultMessage: "Place the code at eye level by the till and on the receipt, with a clear promise such as ‘Two minutes to tell us how we did’. Test it from the distance people stand." },
  readHeading: { id: "blog.retailCustomerSurvey.read.heading", defaultMessage: "Reading the results" },
  readP1: { id: "blog.retailCustomerSurvey.read.p1", defaultMessage: "Open the submissions once a week, filter by date and export to Excel to compare shops or weeks. Turn on e-mail notifications for low ratings only if you can answer them the same day." },
});

export const page: TContentPage = {
  title: blogArticles["retail-customer-survey"].title,
  intro: m.intro,
  updated: blogArticles["retail-customer-survey"].published,
  sections: [
    { heading: m.askHeading, blocks: [{ kind: "p", text: m.askP1 }, { kind: "list", items: [m.askItem1, m.askItem2, m.askItem3, m.askItem4] }] },
    { heading: m.placeHeading, blocks: [{ kind: "p", text: m.placeP1 }] },
    { heading: m.readHeading, blocks: [{ kind: "p", text: m.readP1 }] },
  ],
};
