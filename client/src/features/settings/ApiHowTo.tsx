import { FormattedMessage } from "react-intl";

/** A short how-to: reading submissions with a token through /graphql. */
export function ApiHowTo() {
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  const example = [
    `curl ${origin}/graphql \\`,
    `  -H "Authorization: Bearer fqr_…" \\`,
    `  -H "Content-Type: application/json" \\`,
    `  -d '{"query":"{ form(qrId: \\"YOUR_QR_ID\\") { title submissions(first: 20) { totalCount edges { node { createdAt data } } } } }"}'`,
  ].join("\n");
  return (
    <section className="card settings-card" aria-labelledby="settings-howto-heading">
      <h2 id="settings-howto-heading">
        <FormattedMessage id="settings.apiHowTo.heading" defaultMessage="Read your submissions with the API" description="Heading of the API how-to on the integration page" />
      </h2>
      <ol className="howto-steps">
        <li>
          <FormattedMessage id="settings.apiHowTo.step1" defaultMessage="Create a token above and copy it." description="API how-to, step 1" />
        </li>
        <li>
          <FormattedMessage
            id="settings.apiHowTo.step2"
            defaultMessage="Send it as a bearer token in the Authorization header of a GraphQL request to /graphql."
            description="API how-to, step 2"
          />
        </li>
        <li>
          <FormattedMessage
            id="settings.apiHowTo.step3"
            defaultMessage="Use your form's QR id (the last part of its link). Page through long lists with first and after."
            description="API how-to, step 3"
          />
        </li>
      </ol>
      <pre className="howto-code" tabIndex={0}>
        <code>{example}</code>
      </pre>
    </section>
  );
}
