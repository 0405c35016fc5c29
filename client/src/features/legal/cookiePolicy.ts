import { defineMessages } from "react-intl";
import type { TContentPage } from "../content/contentTypes.ts";

const m = defineMessages({
  title: { id: "legal.cookiePolicy.title", defaultMessage: "Cookie policy" },
  intro: { id: "legal.cookiePolicy.intro", defaultMessage: "Cookies are small files a site stores in your browser. This policy explains which ones FormQR uses and how you control them." },
  kindsHeading: { id: "legal.cookiePolicy.kinds.heading", defaultMessage: "The four categories" },
  kindsItem1: { id: "legal.cookiePolicy.kinds.item1", defaultMessage: "<b>Strictly necessary:</b> keep you signed in, protect the site and remember your cookie choice. Always on." },
  kindsItem2: { id: "legal.cookiePolicy.kinds.item2", defaultMessage: "<b>Analytical:</b> count visits so we see which pages help. Only with consent." },
  kindsItem3: { id: "legal.cookiePolicy.kinds.item3", defaultMessage: "<b>Functional:</b> remember extra choices such as the blog’s language. Only with consent." },
  kindsItem4: { id: "legal.cookiePolicy.kinds.item4", defaultMessage: "<b>Targeting:</b> measure advertising. Only with consent." },
  formsHeading: { id: "legal.cookiePolicy.forms.heading", defaultMessage: "Cookies on public forms" },
  formsP1: { id: "legal.cookiePolicy.forms.p1", defaultMessage: "A form’s owner may add their own Google Tag Manager, Google Analytics 4 or Facebook pixel. These load only after the respondent agrees to the matching category." },
  controlHeading: { id: "legal.cookiePolicy.control.heading", defaultMessage: "Changing your choice" },
  controlP1: { id: "legal.cookiePolicy.control.p1", defaultMessage: "Open Cookie Settings at the bottom of any page. When you narrow your choice we delete the optional cookies at once and keep only the strictly necessary ones. The full list is in the cookie declaration." },
});

export const page: TContentPage = {
  title: m.title,
  intro: m.intro,
  updated: "2026-11-01",
  sections: [
    { heading: m.kindsHeading, blocks: [{ kind: "list", items: [m.kindsItem1, m.kindsItem2, m.kindsItem3, m.kindsItem4] }] },
    { heading: m.formsHeading, blocks: [{ kind: "p", text: m.formsP1 }] },
    { heading: m.controlHeading, blocks: [{ kind: "p", text: m.controlP1 }] },
  ],
};
