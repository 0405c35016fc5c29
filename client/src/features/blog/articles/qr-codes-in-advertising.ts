import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.qrCodesInAdvertising.intro", defaultMessage: "A QR code on a poster is an invitation. People accept it when it looks trustworthy and promises something worth a scan." },
  designHeading: { id: "blog.qrCodesInAdvertising.design.heading", defaultMessage: "Design for the street" },
  designP1: { id: "blog.qrCodesInAdvertising.design.p1", defaultMessage: "Print the code at least 2 cm wide for close reading and much larger for posters seen from afar. Keep strong contrast between dots and background and leave a quiet margin around it." },
  designItem1: { id: "blog.qrCodesInAdvertising.design.item1", defaultMessage: "Add your logo in the centre, not too large" },
  designItem2: { id: "blog.qrCodesInAdvertising.design.item2", defaultMessage: "Use a frame with a call to action such as ‘Scan for 10% off’" },
  designItem3: { id: "blog.qrCodesInAdvertising.design.item3", defaultMessage: "Test with several phones before printing" },
  offerHeading: { id: "blog.qrCodesInAdvertising.offer.heading", defaultMessage: "Lead to a short form" },
  offerP1: { id: "blog.qrCodesInAdvertising.offer.p1", defaultMessage: "A scan that opens a long form loses people. Ask for an e-mail address and one preference, and thank them right away." },
  measureHeading: { id: "blog.qrCodesInAdvertising.measure.heading", defaultMessage: "Measure each placement" },
  measureP1: { id: "blog.qrCodesInAdvertising.measure.p1", defaultMessage: "Give each campaign its own form, or close a form after a number of scans, so you can see which poster, flyer or package works best." },
});

export const page: TContentPage = {
  title: blogArticles["qr-codes-in-advertising"].title,
  intro: m.intro,
  updated: blogArticles["qr-codes-in-advertising"].published,
  sections: [
    { heading: m.designHeading, blocks: [{ kind: "p", text: m.designP1 }, { kind: "list", items: [m.designItem1, m.designItem2, m.designItem3] }] },
    { heading: m.offerHeading, blocks: [{ kind: "p", text: m.offerP1 }] },
    { heading: m.measureHeading, blocks: [{ kind: "p", text: m.measureP1 }] },
  ],
};
