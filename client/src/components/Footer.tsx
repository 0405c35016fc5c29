import { useId, useState, type ReactNode } from "react";
import { defineMessage, FormattedMessage, useIntl, type MessageDescriptor } from "react-intl";
import { Link } from "react-router";
import { useCookieConsent } from "../features/consent/CookieConsentProvider.tsx";
import { LanguageSelector } from "../features/i18n/LanguageSelector.tsx";
import { NewsletterSignup } from "../features/newsletter/NewsletterSignup.tsx";
import { SupportDialog } from "../features/support/SupportDialog.tsx";
import { useLocalizedPath } from "../i18n/localePath.ts";
import { BrandLogo } from "./BrandLogo.tsx";
import { SOCIAL_LINKS } from "./siteLinks.ts";
import "./Footer.css";

// SPEC.md §2: ten blog articles under /blog/.
const BLOG_LINKS: readonly { slug: string; label: MessageDescriptor }[] = [
  { slug: "retail-customer-survey", label: defineMessage({ id: "components.footer.blogRetail", defaultMessage: "Retail survey", description: "Footer link to the blog article on retail surveys" }) },
  { slug: "student-registration", label: defineMessage({ id: "components.footer.blogStudents", defaultMessage: "Student registration", description: "Footer link to the blog article on student registration" }) },
  { slug: "qr-codes-in-advertising", label: defineMessage({ id: "components.footer.blogAdvertising", defaultMessage: "QR codes in advertising", description: "Footer link to the blog article on promotion for advertising" }) },
  { slug: "event-evaluation", label: defineMessage({ id: "components.footer.blogEvents", defaultMessage: "Event evaluation", description: "Footer link to the blog article on event evaluation" }) },
  { slug: "healthcare-patient-forms", label: defineMessage({ id: "components.footer.blogHealthcare", defaultMessage: "Healthcare forms", description: "Footer link to the blog article on healthcare" }) },
  { slug: "restaurant-ordering", label: defineMessage({ id: "components.footer.blogRestaurants", defaultMessage: "Restaurant ordering", description: "Footer link to the blog article on restaurant ordering" }) },
  { slug: "construction-project-evaluation", label: defineMessage({ id: "components.footer.blogConstruction", defaultMessage: "Construction project evaluation", description: "Footer link to the blog article on project evaluation for construction" }) },
  { slug: "logistics-supplier-evaluation", label: defineMessage({ id: "components.footer.blogLogistics", defaultMessage: "Supplier evaluation in logistics", description: "Footer link to the blog article on supplier evaluation for logistics" }) },
  { slug: "utility-service-requests", label: defineMessage({ id: "components.footer.blogUtilities", defaultMessage: "Utility service requests", description: "Footer link to the blog article on service requests for utilities" }) },
  { slug: "customer-engagement", label: defineMessage({ id: "components.footer.blogEngagement", defaultMessage: "Customer engagement", description: "Footer link to the blog article on customer engagement" }) },
];

const TERMS_LINKS: readonly { path: string; label: MessageDescriptor }[] = [
  { path: "/general-terms-and-conditions", label: defineMessage({ id: "components.footer.generalTerms", defaultMessage: "General terms and conditions", description: "Footer link to a legal page" }) },
  { path: "/specific-terms-of-use", label: defineMessage({ id: "components.footer.specificTerms", defaultMessage: "Specific terms of use", description: "Footer link to a legal page" }) },
  { path: "/notice-third-party-respondents", label: defineMessage({ id: "components.footer.respondentsNotice", defaultMessage: "Notice to respondents", description: "Footer link to the notice for people who answer forms" }) },
];

const PRIVACY_LINKS: readonly { path: string; label: MessageDescriptor }[] = [
  { path: "/privacy-notice", label: defineMessage({ id: "components.footer.privacyNotice", defaultMessage: "Privacy notice", description: "Footer link to a legal page" }) },
  { path: "/lawful-bases", label: defineMessage({ id: "components.footer.lawfulBases", defaultMessage: "Lawful bases", description: "Footer link to a legal page" }) },
  { path: "/children-personal-data-policy", label: defineMessage({ id: "components.footer.childrenData", defaultMessage: "Children’s personal data", description: "Footer link to a legal page" }) },
  { path: "/sensitive-personal-data-policy", label: defineMessage({ id: "components.footer.sensitiveData", defaultMessage: "Sensitive personal data", description: "Footer link to a legal page" }) },
  { path: "/cookie-policy", label: defineMessage({ id: "components.footer.cookiePolicy", defaultMessage: "Cookie policy", description: "Footer link to a legal page" }) },
  { path: "/cookie-declaration", label: defineMessage({ id: "components.footer.cookieDeclaration", defaultMessage: "Cookie declaration", description: "Footer link to a legal page" }) },
  { path: "/cookies-notice", label: defineMessage({ id: "components.footer.cookiesNotice", defaultMessage: "Cookie notice", description: "Footer link to the short cookie notice" }) },
];

/** A group of links that opens and closes on click (SPEC.md §2: Terms, Privacy Policy). */
function Collapsible({ title, children }: { title: ReactNode; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className="footer-collapsible">
      <button type="button" className="footer-collapsible-toggle" aria-expanded={open} aria-controls={id} onClick={() => setOpen((value) => !value)}>
        <span>{title}</span>
        <span className="chevron" aria-hidden="true" />
      </button>
      <ul id={id} className="footer-links" hidden={!open}>
        {children}
      </ul>
    </div>
  );
}

/** SPEC.md §2 footer. */
export function Footer() {
  const intl = useIntl();
  const localized = useLocalizedPath();
  const { openSettings } = useCookieConsent();
  const [supportOpen, setSupportOpen] = useState(false);
  const link = (path: string, label: MessageDescriptor) => (
    <li key={path}>
      <Link to={localized(path)}>{intl.formatMessage(label)}</Link>
    </li>
  );
  return (
    <footer className="site-footer">
      <div className="container footer-grid">
        <div className="footer-brand">
          <Link to={localized("/")} className="brand">
            <BrandLogo />
            <span className="brand-name">FormQR</span>
          </Link>
          <NewsletterSignup />
        </div>
        <nav
          className="footer-column"
          aria-label={intl.formatMessage({ id: "components.footer.blogNav", defaultMessage: "From the blog", description: "Heading of the footer's blog links" })}
        >
          <h2 className="footer-heading">
            <FormattedMessage id="components.footer.blogNav" defaultMessage="From the blog" description="Heading of the footer's blog links" />
          </h2>
          <ul className="footer-links">
            {BLOG_LINKS.map(({ slug, label }) => (
              <li key={slug}>
                <a href={localized(`/blog/${slug}`)} target="_blank" rel="noopener">
                  {intl.formatMessage(label)}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <nav
          className="footer-column"
          aria-label={intl.formatMessage({ id: "components.footer.productNav", defaultMessage: "FormQR", description: "Heading of the footer's product links" })}
        >
          <h2 className="footer-heading">
            <FormattedMessage id="components.footer.productNav" defaultMessage="FormQR" description="Heading of the footer's product links" />
          </h2>
          <ul className="footer-links">
            {link("/templates", defineMessage({ id: "components.footer.templates", defaultMessage: "Templates", description: "Footer link to the template gallery" }))}
            {link("/tiger-form-guide", defineMessage({ id: "components.footer.guide", defaultMessage: "Form guide", description: "Footer link to the how-to guide" }))}
            {link("/pricing", defineMessage({ id: "components.footer.pricing", defaultMessage: "Pricing", description: "Footer link to the pricing page" }))}
            {link("/faq", defineMessage({ id: "components.footer.faq", defaultMessage: "FAQ", description: "Footer link to the FAQ" }))}
            {link("/about", defineMessage({ id: "components.footer.about", defaultMessage: "About us", description: "Footer link to the about page" }))}
            <li>
              <a href={localized("/blog")} target="_blank" rel="noopener">
                <FormattedMessage id="components.footer.blog" defaultMessage="Blog" description="Footer link to the blog" />
              </a>
            </li>
            <li>
              <button type="button" className="footer-link-button" onClick={() => setSupportOpen(true)}>
                <FormattedMessage id="components.footer.helpCenter" defaultMessage="Help Center" description="Footer button that opens the support panel" />
              </button>
            </li>
            <li>
              <button type="button" className="footer-link-button" onClick={() => setSupportOpen(true)}>
                <FormattedMessage id="components.footer.contact" defaultMessage="Contact us" description="Footer button that opens the support panel" />
              </button>
            </li>
          </ul>
        </nav>
        <div className="footer-column">
          <h2 className="footer-heading">
            <FormattedMessage id="components.footer.legalNav" defaultMessage="Legal" description="Heading of the footer's legal links" />
          </h2>
          <Collapsible title={<FormattedMessage id="components.footer.terms" defaultMessage="Terms" description="Footer group of the terms pages (opens on click)" />}>
            {TERMS_LINKS.map(({ path, label }) => link(path, label))}
          </Collapsible>
          <Collapsible title={<FormattedMessage id="components.footer.privacyPolicy" defaultMessage="Privacy Policy" description="Footer group of the privacy pages (opens on click)" />}>
            {PRIVACY_LINKS.map(({ path, label }) => link(path, label))}
          </Collapsible>
          <button type="button" className="footer-link-button footer-cookie-settings" onClick={openSettings}>
            <FormattedMessage id="components.footer.cookieSettings" defaultMessage="Cookie Settings" description="Footer button that opens the cookie settings" />
          </button>
        </div>
      </div>
      <div className="container footer-bottom">
        <p className="footer-muted">
          <FormattedMessage
            id="components.footer.copyright"
            defaultMessage="© {year} FormQR. Free online forms with styled QR codes. Read how we handle your data in our <privacy>privacy notice</privacy>, and our refund and cancellation policy in the <terms>general terms</terms>."
            description="Footer line with the current year and links to the privacy notice and the refund/cancellation terms"
            values={{
              year: new Date().getFullYear(),
              privacy: (chunks) => <Link to={localized("/privacy-notice")}>{chunks}</Link>,
              terms: (chunks) => <Link to={localized("/general-terms-and-conditions")}>{chunks}</Link>,
            }}
          />
        </p>
        <div className="footer-bottom-end">
          <ul
            className="footer-social"
            aria-label={intl.formatMessage({ id: "components.footer.social", defaultMessage: "FormQR on social media", description: "Accessible name of the footer's social links" })}
          >
            {SOCIAL_LINKS.map(({ network, href }) => (
              <li key={network}>
                <a href={href} target="_blank" rel="noopener noreferrer" aria-label={network}>
                  <SocialIcon network={network} />
                </a>
              </li>
            ))}
          </ul>
          <LanguageSelector placement="above" />
        </div>
      </div>
      <SupportDialog open={supportOpen} onClose={() => setSupportOpen(false)} />
    </footer>
  );
}

function SocialIcon({ network }: { network: (typeof SOCIAL_LINKS)[number]["network"] }) {
  const paths: Record<typeof network, string> = {
    Facebook: "M14 8h3V4h-3c-2.8 0-4 1.7-4 4.3V10H7v4h3v7h4v-7h3l1-4h-4V8.5c0-.3.2-.5.5-.5Z",
    X: "M4 4l7 9.3L4.4 20H6l5.8-6.1L16.4 20H20l-7.3-9.8L18.9 4h-1.6l-5.3 5.6L7.8 4Z",
    LinkedIn: "M5 9h3v11H5zM6.5 4a1.75 1.75 0 1 1 0 3.5 1.75 1.75 0 0 1 0-3.5ZM10 9h3v1.6c.5-.9 1.7-1.8 3.4-1.8 3.2 0 3.6 2.1 3.6 4.8V20h-3v-5.6c0-1.3 0-3-1.8-3s-2.2 1.4-2.2 2.9V20h-3Z",
    YouTube: "M21 8.2a2.6 2.6 0 0 0-1.8-1.8C17.6 6 12 6 12 6s-5.6 0-7.2.4A2.6 2.6 0 0 0 3 8.2 27 27 0 0 0 2.6 12c0 1.3.1 2.6.4 3.8a2.6 2.6 0 0 0 1.8 1.8c1.6.4 7.2.4 7.2.4s5.6 0 7.2-.4a2.6 2.6 0 0 0 1.8-1.8c.3-1.2.4-2.5.4-3.8s-.1-2.6-.4-3.8ZM10.2 14.6V9.4l4.6 2.6Z",
    Instagram: "M8 3h8a5 5 0 0 1 5 5v8a5 5 0 0 1-5 5H8a5 5 0 0 1-5-5V8a5 5 0 0 1 5-5Zm0 2a3 3 0 0 0-3 3v8a3 3 0 0 0 3 3h8a3 3 0 0 0 3-3V8a3 3 0 0 0-3-3Zm4 3.5a3.5 3.5 0 1 1 0 7 3.5 3.5 0 0 1 0-7Zm0 2a1.5 1.5 0 1 0 0 3 1.5 1.5 0 0 0 0-3ZM17.2 6a1 1 0 1 1 0 2 1 1 0 0 1 0-2Z",
  };
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d={paths[network]} />
    </svg>
  );
}
