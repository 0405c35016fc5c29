import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.customerEngagement.intro", defaultMessage: "Every package, receipt and poster can start a conversation, if the first question is easy to answer." },
  ideasHeading: { id: "blog.customerEngagement.ideas.heading", defaultMessage: "Ideas that work" },
  ideasP1: { id: "blog.customerEngagement.ideas.p1", defaultMessage: "Use short forms with a clear benefit for the customer." },
  ideasItem1: { id: "blog.customerEngagement.ideas.item1", defaultMessage: "A product registration with a warranty reminder" },
  ideasItem2: { id: "blog.customerEngagement.ideas.item2", defaultMessage: "A recipe or tips sign-up on the packaging" },
  ideasItem3: { id: "blog.customerEngagement.ideas.item3", defaultMessage: "A two-question satisfaction check on the receipt" },
  ideasItem4: { id: "blog.customerEngagement.ideas.item4", defaultMessage: "A quiz with a small reward" },
  styleHeading: { id: "blog.customerEngagement.style.heading", defaultMessage: "Make it yours" },
  styleP1: { id: "blog.customerEngagement.style.p1", defaultMessage: "Style the form with your colours and logo and the QR code with the same colours, so people know it comes from you." },
  followHeading: { id: "blog.customerEngagement.follow.heading", defaultMessage: "Follow up" },
  followP1: { id: "blog.customerEngagement.follow.p1", defaultMessage: "Read the answers each week, reply to the people who left an e-mail, and export the list to your own tools." },
});

export const page: TContentPage = {
  title: blogArticles["customer-engagement"].title,
  intro: m.intro,
  updated: blogArticles["customer-engagement"].published,
  sections: [
    { heading: m.ideasHeading, blocks: [{ kind: "p", text: m.ideasP1 }, { kind: "list", items: [m.ideasItem1, m.ideasItem2, m.ideasItem3, m.ideasItem4] }] },
    { heading: m.styleHeading, blocks: [{ kind: "p", text: m.styleP1 }] },
    { heading: m.followHeading, blocks: [{ kind: "p", text: m.followP1 }] },
  ],
};
