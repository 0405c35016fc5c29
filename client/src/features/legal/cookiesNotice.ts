import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.cookiesNotice.title", defaultMessage: "Cookie notice" },
  intro: { id: "legal.cookiesNotice.intro", defaultMessage: "The short version of how FormQR uses cookies." },
  shortHeading: { id: "legal.cookiesNotice.short.heading", defaultMessage: "In brief" },
  shortItem1: { id: "legal.cookiesNotice.short.item1", defaultMessage: "We always use the few cookies that sign you in, protect the site and remember your choice." },
  shortItem2: { id: "legal.cookiesNotice.short.item2", defaultMessage: "Analytical, functional and targeting cookies are used only if you agree, category by category." },
  shortItem3: { id: "legal.cookiesNotice.short.item3", defaultMessage: "Change your mind any time under Cookie Settings at the bottom of every page; optional cookies are deleted at once." },
  moreHeading: { id: "legal.cookiesNotice.more.heading", defaultMessage: "Read more" },
  moreP1: { id: "legal.cookiesNotice.more.p1", defaultMessage: "The cookie policy explains each category, and the cookie declaration lists every cookie with its lifetime. Both are linked under Privacy Policy in the footer." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  sections: [
    { heading: m.shortHeading, blocks: [{ kind: "list", items: [m.shortItem1, m.shortItem2, m.shortItem3] }] },
    { heading: m.moreHeading, blocks: [{ kind: "p", text: m.moreP1 }] },
  ],
};
