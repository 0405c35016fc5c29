import { FormattedMessage, useIntl } from "react-intl";
import { Link } from "react-router";
import type { TConsent } from "../../consent/consent.ts";
import { useLocalizedPath } from "../../i18n/localePath.ts";

const ALL: TConsent = { analytical: true, functional: true, targeting: true };
const NONE: TConsent = { analytical: false, functional: false, targeting: false };

/** The first-visit cookie question: accept all, only the necessary ones, or choose. */
export function CookieBanner({ onChoose, onCustomize }: { onChoose: (consent: TConsent) => void; onCustomize: () => void }) {
  const intl = useIntl();
  const localized = useLocalizedPath();
  return (
    <section className="cookie-banner" aria-label={intl.formatMessage({ id: "consent.cookieBanner.label", defaultMessage: "Cookie consent", description: "Accessible name of the cookie banner" })}>
      <div className="cookie-banner-text">
        <h2>
          <FormattedMessage id="consent.cookieBanner.title" defaultMessage="We value your privacy" description="Heading of the cookie banner" />
        </h2>
        <p>
          <FormattedMessage
            id="consent.cookieBanner.body"
            defaultMessage="FormQR uses the cookies it needs to work. With your consent it also uses analytical, functional and targeting cookies. You can change your mind any time in Cookie Settings at the bottom of every page. <link>Read the cookie policy</link>."
            description="Text of the cookie banner; <link> wraps the link to the cookie policy"
            values={{ link: (chunks) => <Link to={localized("/cookie-policy")}>{chunks}</Link> }}
          />
        </p>
      </div>
      <div className="cookie-banner-actions">
        <button type="button" className="btn btn-ghost" onClick={onCustomize}>
          <FormattedMessage id="consent.cookieBanner.customize" defaultMessage="Customize" description="Cookie banner button that opens the cookie settings" />
        </button>
        <button type="button" className="btn btn-secondary" onClick={() => onChoose(NONE)}>
          <FormattedMessage id="consent.cookieBanner.necessary" defaultMessage="Necessary only" description="Cookie banner button that refuses every optional cookie" />
        </button>
        <button type="button" className="btn btn-primary" onClick={() => onChoose(ALL)}>
          <FormattedMessage id="consent.cookieBanner.acceptAll" defaultMessage="Accept all" description="Cookie banner button that accepts every cookie category" />
        </button>
      </div>
    </section>
  );
}
