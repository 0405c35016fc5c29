import { FormattedMessage, useIntl } from "react-intl";
import { graphql } from "react-relay";
import { Link } from "react-router";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { HomeRouteQuery } from "./__generated__/HomeRouteQuery.graphql.ts";
import { TemplateCard } from "../templates/TemplateCard.tsx";
import { TemplateGrid } from "../templates/TemplateGrid.tsx";
import "../templates/templates.css";
import { QrIllustration } from "./QrIllustration.tsx";

const query = graphql`
  query HomeRouteQuery {
    viewer {
      id
      name
    }
    templates(first: 6) {
      edges {
        node {
          id
          ...TemplateCard_template
        }
      }
    }
  }
`;

export function loadHomeRoute() {
  return preloadRouteQuery<HomeRouteQuery>(query, {});
}

export function HomeRoute() {
  const { viewer, templates } = usePreloadedRouteQuery<HomeRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();

  return (
    <>
      <PageTitle title={intl.formatMessage({ id: "home.homeRoute.title", defaultMessage: "Free online forms with QR codes", description: "Browser tab title of the home page" })} />
      <section className="hero">
        <div className="container hero-inner">
          <div className="hero-copy">
            <p className="eyebrow">
              <FormattedMessage id="home.homeRoute.eyebrow" defaultMessage="Free online form builder" description="Small label above the home page headline" />
            </p>
            <h1>
              <FormattedMessage
                id="home.homeRoute.headline"
                defaultMessage="Build a form. Share it with a QR code that looks like yours."
                description="Home page headline"
              />
            </h1>
            <p className="lead">
              <FormattedMessage
                id="home.homeRoute.lead"
                defaultMessage="FormQR gives every form a styled QR code and a short link. People scan, answer on their phone, and you find every submission in one place."
                description="Home page introduction under the headline"
              />
            </p>
            <div className="hero-actions">
              {viewer ? (
                <Link to={localized("/form")} className="btn btn-primary btn-large">
                  <FormattedMessage id="home.homeRoute.goToForms" defaultMessage="Go to your forms" description="Home page call to action for a signed-in user" />
                </Link>
              ) : (
                <>
                  <Link to={localized("/register")} className="btn btn-primary btn-large">
                    <FormattedMessage id="home.homeRoute.register" defaultMessage="Create your free account" description="Home page call to action to sign up" />
                  </Link>
                  <Link to={localized("/login")} className="btn btn-secondary btn-large">
                    <FormattedMessage id="home.homeRoute.login" defaultMessage="Sign in" description="Home page secondary call to action to sign in" />
                  </Link>
                </>
              )}
            </div>
            {viewer && (
              <p className="muted">
                <FormattedMessage
                  id="home.homeRoute.signedInAs"
                  defaultMessage="Signed in as {name}."
                  description="Note under the home page call to action; {name} is the user's name"
                  values={{ name: viewer.name }}
                />
              </p>
            )}
          </div>
          <div className="hero-art">
            <figure className="qr-card">
              <QrIllustration />
              <figcaption>
                <FormattedMessage id="home.homeRoute.scanMe" defaultMessage="SCAN ME" description="Frame text under the QR code illustration (the product's default frame text)" />
              </figcaption>
            </figure>
          </div>
        </div>
      </section>
      <section className="container features" aria-labelledby="features-heading">
        <h2 id="features-heading" className="section-title">
          <FormattedMessage id="home.homeRoute.featuresHeading" defaultMessage="From question to answer in three steps" description="Heading of the home page feature list" />
        </h2>
        <ol className="feature-grid">
          <li className="card feature">
            <span className="feature-step" aria-hidden="true">1</span>
            <h3>
              <FormattedMessage id="home.homeRoute.designTitle" defaultMessage="Design your form" description="Title of the first home page feature" />
            </h3>
            <p>
              <FormattedMessage
                id="home.homeRoute.designBody"
                defaultMessage="Text, email, date, choices, signatures, photos and files: add the fields you need and make it match your brand."
                description="Text of the first home page feature"
              />
            </p>
          </li>
          <li className="card feature">
            <span className="feature-step" aria-hidden="true">2</span>
            <h3>
              <FormattedMessage id="home.homeRoute.styleTitle" defaultMessage="Style the QR code" description="Title of the second home page feature" />
            </h3>
            <p>
              <FormattedMessage
                id="home.homeRoute.styleBody"
                defaultMessage="Colours, gradients, eye shapes, your logo and a frame with a call to action. Print it or share the short link."
                description="Text of the second home page feature"
              />
            </p>
          </li>
          <li className="card feature">
            <span className="feature-step" aria-hidden="true">3</span>
            <h3>
              <FormattedMessage id="home.homeRoute.collectTitle" defaultMessage="Collect answers" description="Title of the third home page feature" />
            </h3>
            <p>
              <FormattedMessage
                id="home.homeRoute.collectBody"
                defaultMessage="Visitors answer on any phone, no app needed. You view, export or delete submissions whenever you like."
                description="Text of the third home page feature"
              />
            </p>
          </li>
        </ol>
      </section>
      <section className="home-showcase" aria-labelledby="showcase-heading">
        <div className="container">
          <div className="home-showcase-head">
            <div>
              <h2 id="showcase-heading" className="section-title">
                <FormattedMessage id="home.homeRoute.showcaseTitle" defaultMessage="Start from a template" description="Heading of the home page's template showcase" />
              </h2>
              <p className="muted">
                <FormattedMessage
                  id="home.homeRoute.showcaseBody"
                  defaultMessage="Around 180 ready-made forms in 20 categories: registrations, surveys, orders, inspections, consent forms and more."
                  description="Text of the home page's template showcase"
                />
              </p>
            </div>
            <Link className="btn btn-secondary" to={localized("/templates")}>
              <FormattedMessage id="home.homeRoute.allTemplates" defaultMessage="See all templates" description="Link from the home page to the template gallery" />
            </Link>
          </div>
          <TemplateGrid>
            {templates.edges.map((edge) => (
              <TemplateCard key={edge.node.id} template={edge.node} signedIn={Boolean(viewer)} headingLevel={3} />
            ))}
          </TemplateGrid>
        </div>
      </section>
      <section className="home-cta">
        <div className="container home-cta-inner">
          <h2>
            <FormattedMessage id="home.homeRoute.ctaTitle" defaultMessage="Your next form is two minutes away" description="Heading of the call to action at the end of the home page" />
          </h2>
          <p>
            <FormattedMessage
              id="home.homeRoute.ctaBody"
              defaultMessage="Free, with every feature, in your language. No app for your visitors: they scan and answer."
              description="Text of the call to action at the end of the home page"
            />
          </p>
          <Link className="btn btn-primary btn-large" to={localized(viewer ? "/form" : "/register")}>
            {viewer ? (
              <FormattedMessage id="home.homeRoute.ctaForms" defaultMessage="Go to my forms" description="Call to action for a signed-in user" />
            ) : (
              <FormattedMessage id="home.homeRoute.ctaRegister" defaultMessage="Create your free account" description="Call to action for a signed-out visitor" />
            )}
          </Link>
        </div>
      </section>
    </>
  );
}
