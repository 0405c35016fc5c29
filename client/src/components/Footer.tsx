import { FormattedMessage } from "react-intl";
import { SUPPORT_EMAIL } from "./supportContact.ts";

export function Footer() {
  return (
    <footer className="site-footer">
      <div className="container site-footer-inner">
        <p>
          <FormattedMessage
            id="components.footer.copyright"
            defaultMessage="© {year} FormQR. Free online forms with styled QR codes."
            description="Footer copyright line; {year} is the current year"
            values={{ year: new Date().getFullYear() }}
          />
        </p>
        <p>
          <FormattedMessage
            id="components.footer.support"
            defaultMessage="Questions? Write to {email}"
            description="Footer support line; {email} is the support e-mail link"
            values={{ email: <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> }}
          />
        </p>
      </div>
    </footer>
  );
}
