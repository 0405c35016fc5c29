import { defineMessages } from "react-intl";
import type { TContentPage } from "../../content/contentTypes.ts";
import { blogArticles } from "../blogArticles.ts";

const m = defineMessages({
  intro: { id: "blog.logisticsSupplierEvaluation.intro", defaultMessage: "Comparing suppliers is fair only when every delivery is scored in the same way." },
  criteriaHeading: { id: "blog.logisticsSupplierEvaluation.criteria.heading", defaultMessage: "Criteria to score" },
  criteriaP1: { id: "blog.logisticsSupplierEvaluation.criteria.p1", defaultMessage: "Rate punctuality, condition of goods, paperwork and communication on the same scale for each delivery, and note the supplier from a dropdown." },
  criteriaItem1: { id: "blog.logisticsSupplierEvaluation.criteria.item1", defaultMessage: "A date and time field for the arrival" },
  criteriaItem2: { id: "blog.logisticsSupplierEvaluation.criteria.item2", defaultMessage: "A picture upload for damaged goods" },
  criteriaItem3: { id: "blog.logisticsSupplierEvaluation.criteria.item3", defaultMessage: "A comment field for the driver’s remarks" },
  dockHeading: { id: "blog.logisticsSupplierEvaluation.dock.heading", defaultMessage: "At the loading dock" },
  dockP1: { id: "blog.logisticsSupplierEvaluation.dock.p1", defaultMessage: "Print the QR code at each dock so staff fill in the form when the truck is unloaded, not at the end of the shift." },
  compareHeading: { id: "blog.logisticsSupplierEvaluation.compare.heading", defaultMessage: "Comparing suppliers" },
  compareP1: { id: "blog.logisticsSupplierEvaluation.compare.p1", defaultMessage: "Filter the submissions by date range and export to Excel to average the scores per supplier each month." },
});

export const page: TContentPage = {
  title: blogArticles["logistics-supplier-evaluation"].title,
  intro: m.intro,
  updated: blogArticles["logistics-supplier-evaluation"].published,
  sections: [
    { heading: m.criteriaHeading, blocks: [{ kind: "p", text: m.criteriaP1 }, { kind: "list", items: [m.criteriaItem1, m.criteriaItem2, m.criteriaItem3] }] },
    { heading: m.dockHeading, blocks: [{ kind: "p", text: m.dockP1 }] },
    { heading: m.compareHeading, blocks: [{ kind: "p", text: m.compareP1 }] },
  ],
};
