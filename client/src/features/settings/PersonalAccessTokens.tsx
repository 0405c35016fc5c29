import { useState, type FormEvent } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { Button } from "../../components/Button.tsx";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { TextField } from "../../components/TextField.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { errorMessage, payloadFailure } from "../auth/payloadFailure.ts";
import type { PersonalAccessTokens_viewer$key } from "./__generated__/PersonalAccessTokens_viewer.graphql.ts";
import { useCreatePersonalAccessTokenMutation } from "./mutations/useCreatePersonalAccessTokenMutation.ts";
import { useRevokePersonalAccessTokenMutation } from "./mutations/useRevokePersonalAccessTokenMutation.ts";
import { NewTokenNotice } from "./NewTokenNotice.tsx";
import { PersonalAccessTokenRow } from "./PersonalAccessTokenRow.tsx";

/** The viewer's personal access tokens: create one (its secret is shown once), list, revoke. */
export function PersonalAccessTokens({ viewer }: { viewer: PersonalAccessTokens_viewer$key }) {
  const data = useFragment(
    graphql`
      fragment PersonalAccessTokens_viewer on User {
        personalAccessTokens {
          id
          ...PersonalAccessTokenRow_token
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const [name, setName] = useState("");
  const [nameError, setNameError] = useState<string | undefined>();
  const [created, setCreated] = useState<{ name: string; token: string } | null>(null);
  const [pendingRevoke, setPendingRevoke] = useState<{ id: string; name: string } | null>(null);
  const [create, creating] = useCreatePersonalAccessTokenMutation();
  const [revoke, revoking] = useRevokePersonalAccessTokenMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmed = name.trim();
    if (!trimmed) {
      setNameError(intl.formatMessage({ id: "settings.tokens.nameRequired", defaultMessage: "Give the token a name", description: "Error when creating a token without a name" }));
      return;
    }
    setNameError(undefined);
    try {
      const { createPersonalAccessToken: payload } = await create(trimmed);
      if (payload.__typename === "CreatePersonalAccessTokenSuccess") {
        setCreated({ name: trimmed, token: payload.token });
        setName("");
        return;
      }
      const failure = payloadFailure(payload as { __typename: string; message?: string });
      if (failure.fieldErrors.name) setNameError(failure.fieldErrors.name);
      else toasts.error(failure.message);
    } catch (error) {
      toasts.error(errorMessage(error));
    }
  };

  const confirmRevoke = async () => {
    if (!pendingRevoke) return;
    try {
      const { revokePersonalAccessToken: payload } = await revoke(pendingRevoke.id);
      if (payload.__typename === "RevokePersonalAccessTokenSuccess") {
        toasts.success(
          intl.formatMessage(
            { id: "settings.tokens.revoked", defaultMessage: "Revoked “{name}”", description: "Toast after revoking a token" },
            { name: pendingRevoke.name },
          ),
        );
      } else {
        toasts.error("message" in payload && payload.message ? payload.message : payload.__typename);
      }
    } catch (error) {
      toasts.error(errorMessage(error));
    }
    setPendingRevoke(null);
  };

  const tokens = data.personalAccessTokens;
  return (
    <section className="card settings-card" aria-labelledby="settings-tokens-heading">
      <h2 id="settings-tokens-heading">
        <FormattedMessage id="settings.tokens.heading" defaultMessage="Personal access tokens" description="Heading of the token section of the integration page" />
      </h2>
      <p className="muted">
        <FormattedMessage
          id="settings.tokens.intro"
          defaultMessage="A token lets a script or another app read your forms and submissions through the API, as you. Tokens can only read: they cannot change or delete anything."
          description="Explanation of personal access tokens"
        />
      </p>
      {created && <NewTokenNotice name={created.name} token={created.token} onDone={() => setCreated(null)} />}
      <form className="token-create" onSubmit={(event) => void onSubmit(event)} noValidate>
        <TextField
          label={<FormattedMessage id="settings.tokens.nameLabel" defaultMessage="Token name" description="Label of the new token's name input" />}
          hint={<FormattedMessage id="settings.tokens.nameHint" defaultMessage="What will use it, e.g. “Sales spreadsheet”." description="Hint under the token name input" />}
          value={name}
          maxLength={100}
          onChange={(event) => setName(event.target.value)}
          error={nameError}
          autoComplete="off"
        />
        <Button type="submit" busy={creating}>
          <FormattedMessage id="settings.tokens.create" defaultMessage="Create token" description="Button that creates a personal access token" />
        </Button>
      </form>
      {tokens.length === 0 ? (
        <p className="token-empty muted">
          <FormattedMessage id="settings.tokens.empty" defaultMessage="You have no tokens yet." description="Shown instead of the token list when there are none" />
        </p>
      ) : (
        <div className="token-table-scroll">
          <table className="token-table">
            <thead>
              <tr>
                <th scope="col"><FormattedMessage id="settings.tokens.colName" defaultMessage="Name" description="Token list column header" /></th>
                <th scope="col"><FormattedMessage id="settings.tokens.colCreated" defaultMessage="Created" description="Token list column header" /></th>
                <th scope="col"><FormattedMessage id="settings.tokens.colLastUsed" defaultMessage="Last used" description="Token list column header" /></th>
                <th scope="col"><span className="visually-hidden"><FormattedMessage id="settings.tokens.colActions" defaultMessage="Actions" description="Token list column header of the Revoke buttons (visually hidden)" /></span></th>
              </tr>
            </thead>
            <tbody>
              {tokens.map((token) => (
                <PersonalAccessTokenRow key={token.id} token={token} onRevoke={setPendingRevoke} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <ConfirmDialog
        open={pendingRevoke !== null}
        destructive
        busy={revoking}
        title={
          <FormattedMessage
            id="settings.tokens.revokeTitle"
            defaultMessage="Revoke “{name}”?"
            description="Title of the dialog confirming the revocation of a token"
            values={{ name: pendingRevoke?.name ?? "" }}
          />
        }
        confirmLabel={<FormattedMessage id="settings.tokens.revokeConfirm" defaultMessage="Revoke token" description="Confirm button of the revoke dialog" />}
        onConfirm={() => void confirmRevoke()}
        onCancel={() => setPendingRevoke(null)}
      >
        <p>
          <FormattedMessage
            id="settings.tokens.revokeBody"
            defaultMessage="Scripts and apps using this token stop working at once. This cannot be undone."
            description="Warning in the dialog confirming the revocation of a token"
          />
        </p>
      </ConfirmDialog>
    </section>
  );
}
