import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.eventEvaluation.intro", defaultMessage: "The best moment to ask about an event is before people leave the room." },
  askHeading: { id: "blog.eventEvaluation.ask.heading", defaultMessage: "Questions that help" },
  askP1: { id: "blog.eventEvaluation.ask.p1", defaultMessage: "Ask for a rating of the event, of each session or speaker, and of the venue. Finish with one open question about what to change next time." },
  askItem1: { id: "blog.eventEvaluation.ask.item1", defaultMessage: "A scale from 1 to 10 for recommending the event" },
  askItem2: { id: "blog.eventEvaluation.ask.item2", defaultMessage: "Ratings per session in a sheet" },
  askItem3: { id: "blog.eventEvaluation.ask.item3", defaultMessage: "An optional field for a follow-up contact" },
  whenHeading: { id: "blog.eventEvaluation.when.heading", defaultMessage: "When and where" },
  whenP1: { id: "blog.eventEvaluation.when.p1", defaultMessage: "Show the QR code on the last slide and on the tables, and allow one answer per device so the results stay fair. Close the form a week after the event." },
  useHeading: { id: "blog.eventEvaluation.use.heading", defaultMessage: "Using the answers" },
  useP1: { id: "blog.eventEvaluation.use.p1", defaultMessage: "Export the ratings to Excel, share the comments with speakers, and save the form as a template for your next event." },
});

export const page: TContentPage = {
  title: blogArticles["event-evaluation"].title,
  intro: m.intro,
  updated: blogArticles["event-evaluation"].published,
  sections: [
    { heading: m.askHeading, blocks: [{ kind: "p", text: m.askP1 }, { kind: "list", items: [m.askItem1, m.askItem2, m.askItem3] }] },
    { heading: m.whenHeading, blocks: [{ kind: "p", text: m.whenP1 }] },
    { heading: m.useHeading, blocks: [{ kind: "p", text: m.useP1 }] },
  ],
};
