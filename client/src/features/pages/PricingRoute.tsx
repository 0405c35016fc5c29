import { defineMessages, FormattedMessage, FormattedNumber, useIntl, type MessageDescriptor } from "react-intl";
import { graphql } from "react-relay";
import { Link } from "react-router";
import { PLANS, roundCurrency, type TPlan, type TPlanFeature } from "../../../../shared/plans.ts";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { PricingRouteQuery } from "./__generated__/PricingRouteQuery.graphql.ts";
import "./pages.css";

const PLAN_NAMES: Record<TPlan["id"], MessageDescriptor> = defineMessages({
  free: { id: "pages.pricing.freeName", defaultMessage: "Free", description: "Name of the hosted free plan" },
  selfHosted: { id: "pages.pricing.selfHostedName", defaultMessage: "Self-hosted", description: "Name of the self-hosted offer (run FormQR on your own server)" },
});
const PLAN_PITCH: Record<TPlan["id"], MessageDescriptor> = defineMessages({
  free: { id: "pages.pricing.freePitch", defaultMessage: "Everything FormQR does, on formqr.app. No card, no trial, no limits to find out about later.", description: "Pitch of the free plan" },
  selfHosted: {
    id: "pages.pricing.selfHostedPitch",
    defaultMessage: "The same product on your own server, with your data where you want it. Two commands to install.",
    description: "Pitch of the self-hosted offer",
  },
});
const FEATURES: Record<TPlanFeature, MessageDescriptor> = defineMessages({
  unlimitedForms: { id: "pages.pricing.unlimitedForms", defaultMessage: "Unlimited forms and QR codes", description: "Plan feature" },
  unlimitedAnswers: { id: "pages.pricing.unlimitedAnswers", defaultMessage: "Unlimited answers", description: "Plan feature" },
  allFieldKinds: { id: "pages.pricing.allFieldKinds", defaultMessage: "All 26 field types, uploads and signatures", description: "Plan feature" },
  templates: { id: "pages.pricing.templates", defaultMessage: "The whole template library", description: "Plan feature" },
  qrDesign: { id: "pages.pricing.qrDesign", defaultMessage: "Styled QR codes: patterns, colours, logo, frames", description: "Plan feature" },
  exports: { id: "pages.pricing.exports", defaultMessage: "CSV and Excel exports", description: "Plan feature" },
  notifications: { id: "pages.pricing.notifications", defaultMessage: "E-mail notifications of new answers", description: "Plan feature" },
  passwordAndExpiry: { id: "pages.pricing.passwordAndExpiry", defaultMessage: "Passwords, closing dates and scan limits", description: "Plan feature" },
  api: { id: "pages.pricing.api", defaultMessage: "Read-only API for your own tools", description: "Plan feature" },
  languages: { id: "pages.pricing.languages", defaultMessage: "An interface in 33 languages", description: "Plan feature" },
  ownServer: { id: "pages.pricing.ownServer", defaultMessage: "Runs on your server, with PostgreSQL or the built-in database", description: "Plan feature of the self-hosted offer" },
  ownDomain: { id: "pages.pricing.ownDomain", defaultMessage: "Short links and QR codes on your own domain", description: "Plan feature of the self-hosted offer" },
});

const query = graphql`
  query PricingRouteQuery {
    viewer {
      id
    }
  }
`;

export function loadPricingRoute() {
  return preloadRouteQuery<PricingRouteQuery>(query, {});
}

/** /pricing: the plans of the one plan config (shared/plans.ts). */
export function PricingRoute() {
  // A signed-in owner already has the free plan: its button leads to their forms, not to sign-up.
  const { viewer } = usePreloadedRouteQuery<PricingRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  const title = intl.formatMessage({ id: "pages.pricing.title", defaultMessage: "Pricing", description: "Title of the pricing page" });
  return (
    <div className="page container pricing-page">
      <PageTitle title={title} />
      <header className="pages-header">
        <h1>
          <FormattedMessage id="pages.pricing.heading" defaultMessage="Free. Really." description="Heading of the pricing page" />
        </h1>
        <p className="lead">
          <FormattedMessage
            id="pages.pricing.intro"
            defaultMessage="FormQR has no paid plans. Use it on formqr.app, or run it on your own server: both have every feature."
            description="Text under the pricing heading"
          />
        </p>
      </header>
      <div className="plan-grid">
        {PLANS.map((plan) => (
          <section key={plan.id} className={plan.id === "free" ? "plan-card plan-card-featured" : "plan-card"} aria-labelledby={`plan-${plan.id}`}>
            <h2 id={`plan-${plan.id}`}>{intl.formatMessage(PLAN_NAMES[plan.id])}</h2>
            <p className="plan-price">
              <FormattedNumber value={roundCurrency(plan.monthlyPriceUsd)} style="currency" currency="USD" minimumFractionDigits={0} />
              <span className="plan-period">
                <FormattedMessage id="pages.pricing.perMonth" defaultMessage="per month" description="After a plan's price" />
              </span>
            </p>
            <p className="muted">{intl.formatMessage(PLAN_PITCH[plan.id])}</p>
            <ul className="plan-features">
              {plan.features.map((feature) => (
                <li key={feature}>
                  <svg viewBox="0 0 24 24" aria-hidden="true">
                    <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" />
                  </svg>
                  {intl.formatMessage(FEATURES[feature])}
                </li>
              ))}
              <li>
                <svg viewBox="0 0 24 24" aria-hidden="true">
                  <path d="m5 12.5 4.5 4.5L19 7.5" fill="none" stroke="currentColor" strokeWidth={2.25} strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                <FormattedMessage
                  id="pages.pricing.uploadLimit"
                  defaultMessage="Files up to {size} MB per answer"
                  description="Plan feature: the size limit of uploaded files"
                  values={{ size: plan.limits.uploadMbPerFile }}
                />
              </li>
            </ul>
            {plan.id === "free" ? (
              viewer ? (
                <Link className="btn btn-primary btn-block" to={localized("/form")}>
                  <FormattedMessage id="pages.pricing.freeCtaSignedIn" defaultMessage="Go to your forms" description="Button of the free plan for a signed-in owner, who already has it" />
                </Link>
              ) : (
                <Link className="btn btn-primary btn-block" to={localized("/register")}>
                  <FormattedMessage id="pages.pricing.freeCta" defaultMessage="Create your free account" description="Button of the free plan" />
                </Link>
              )
            ) : (
              <Link className="btn btn-secondary btn-block" to={localized("/about")}>
                <FormattedMessage id="pages.pricing.selfHostedCta" defaultMessage="How to run your own" description="Button of the self-hosted offer" />
              </Link>
            )}
          </section>
        ))}
      </div>
      <p className="muted pricing-note">
        <FormattedMessage
          id="pages.pricing.note"
          defaultMessage="Should paid plans ever come, free accounts keep what they have, and anything paid can be cancelled at any time with unused months refunded."
          description="Note under the plans about future paid plans, cancellation and refunds"
        />
      </p>
    </div>
  );
}
