// The one plan config (issue 6: the pricing page is built from it). FormQR is free; what differs
// between the offers is who runs the server.
export interface TPlan {
  id: "free" | "selfHosted";
  /** Monthly price in US dollars (SPEC.md §9: currency rounded to 2 decimals). */
  monthlyPriceUsd: number;
  /** Limits of this plan; null means no limit. */
  limits: { forms: number | null; submissionsPerMonth: number | null; uploadMbPerFile: number };
  features: readonly TPlanFeature[];
}

export type TPlanFeature =
  | "unlimitedForms"
  | "unlimitedAnswers"
  | "allFieldKinds"
  | "templates"
  | "qrDesign"
  | "exports"
  | "notifications"
  | "passwordAndExpiry"
  | "api"
  | "languages"
  | "ownServer"
  | "ownDomain";

const COMMON: readonly TPlanFeature[] = [
  "unlimitedForms",
  "unlimitedAnswers",
  "allFieldKinds",
  "templates",
  "qrDesign",
  "exports",
  "notifications",
  "passwordAndExpiry",
  "api",
  "languages",
];

export const PLANS: readonly TPlan[] = [
  { id: "free", monthlyPriceUsd: 0, limits: { forms: null, submissionsPerMonth: null, uploadMbPerFile: 50 }, features: COMMON },
  { id: "selfHosted", monthlyPriceUsd: 0, limits: { forms: null, submissionsPerMonth: null, uploadMbPerFile: 50 }, features: [...COMMON, "ownServer", "ownDomain"] },
];

/** SPEC.md §9: currency values are rounded to 2 decimals. */
export function roundCurrency(value: number): number {
  return Math.round(value * 100) / 100;
}
