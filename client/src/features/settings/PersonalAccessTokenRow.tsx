import { FormattedDate, FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { PersonalAccessTokenRow_token$key } from "./__generated__/PersonalAccessTokenRow_token.graphql.ts";

/** One token in the list: name, when it was created and last used, and Revoke. */
export function PersonalAccessTokenRow({ token, onRevoke }: { token: PersonalAccessTokenRow_token$key; onRevoke: (token: { id: string; name: string }) => void }) {
  const data = useFragment(
    graphql`
      fragment PersonalAccessTokenRow_token on PersonalAccessToken {
        id
        name
        createdAt
        lastUsedAt
      }
    `,
    token,
  );
  const intl = useIntl();
  return (
    <tr>
      <th scope="row" className="token-name">{data.name}</th>
      <td>
        <FormattedDate value={data.createdAt as string} dateStyle="medium" />
      </td>
      <td>
        {data.lastUsedAt ? (
          <FormattedDate value={data.lastUsedAt as string} dateStyle="medium" timeStyle="short" />
        ) : (
          <span className="muted">
            <FormattedMessage id="settings.tokenRow.neverUsed" defaultMessage="Never" description="Token list: the token was never used" />
          </span>
        )}
      </td>
      <td className="token-actions">
        <button
          type="button"
          className="btn btn-secondary btn-small settings-danger"
          onClick={() => onRevoke({ id: data.id, name: data.name })}
          aria-label={intl.formatMessage(
            { id: "settings.tokenRow.revokeLabel", defaultMessage: "Revoke token {name}", description: "Accessible label of a token's Revoke button" },
            { name: data.name },
          )}
        >
          <FormattedMessage id="settings.tokenRow.revoke" defaultMessage="Revoke" description="Button that revokes a personal access token" />
        </button>
      </td>
    </tr>
  );
}
