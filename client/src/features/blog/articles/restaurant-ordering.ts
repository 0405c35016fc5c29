import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.restaurantOrdering.intro", defaultMessage: "A QR code on every table lets guests order when they are ready, without waiting to catch someone’s eye." },
  menuHeading: { id: "blog.restaurantOrdering.menu.heading", defaultMessage: "Build the menu form" },
  menuP1: { id: "blog.restaurantOrdering.menu.p1", defaultMessage: "Group dishes with section headings, use choices for sizes and sides, a number field for quantities and a text field for allergies and notes. Add a short field for the table number." },
  menuItem1: { id: "blog.restaurantOrdering.menu.item1", defaultMessage: "Pictures of the dishes make choices faster" },
  menuItem2: { id: "blog.restaurantOrdering.menu.item2", defaultMessage: "Mark allergy notes as important in the label" },
  kitchenHeading: { id: "blog.restaurantOrdering.kitchen.heading", defaultMessage: "Getting orders to the kitchen" },
  kitchenP1: { id: "blog.restaurantOrdering.kitchen.p1", defaultMessage: "Turn on e-mail notifications for every answer, or keep the submissions page open on a tablet and refresh it. Each order shows the time it was sent." },
  tablesHeading: { id: "blog.restaurantOrdering.tables.heading", defaultMessage: "Printing the codes" },
  tablesP1: { id: "blog.restaurantOrdering.tables.p1", defaultMessage: "Print the QR code with a frame that says ‘Scan to order’ and laminate it. Keep a printed menu for guests who prefer one." },
});

export const page: TContentPage = {
  title: blogArticles["restaurant-ordering"].title,
  intro: m.intro,
  updated: blogArticles["restaurant-ordering"].published,
  sections: [
    { heading: m.menuHeading, blocks: [{ kind: "p", text: m.menuP1 }, { kind: "list", items: [m.menuItem1, m.menuItem2] }] },
    { heading: m.kitchenHeading, blocks: [{ kind: "p", text: m.kitchenP1 }] },
    { heading: m.tablesHeading, blocks: [{ kind: "p", text: m.tablesP1 }] },
  ],
};
