import { useEffect, useRef } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import { useToasts } from "../../components/Toasts.tsx";
import type { GoogleSignInButton_signInOptions$key } from "./__generated__/GoogleSignInButton_signInOptions.graphql.ts";
import { loadGoogleIdentity } from "./loadGoogleIdentity.ts";
import { useSignInWithGoogleMutation } from "./mutations/useSignInWithGoogleMutation.ts";
import { errorMessage, payloadFailure } from "./payloadFailure.ts";
import { useCompleteSignIn } from "./useCompleteSignIn.ts";

/** Google's button, only when the server has a client id (signInOptions.googleClientId). */
export function GoogleSignInButton({ signInOptions }: { signInOptions: GoogleSignInButton_signInOptions$key }) {
  const { googleClientId } = useFragment(
    graphql`
      fragment GoogleSignInButton_signInOptions on SignInOptions {
        googleClientId
      }
    `,
    signInOptions,
  );
  if (!googleClientId) return null;
  return <GoogleButton clientId={googleClientId} />;
}

function GoogleButton({ clientId }: { clientId: string }) {
  const intl = useIntl();
  const toasts = useToasts();
  const completeSignIn = useCompleteSignIn();
  const [signIn] = useSignInWithGoogleMutation();
  const container = useRef<HTMLDivElement>(null);

  // Google calls back once per sign-in; the ref keeps the latest handler without re-rendering its button.
  const onCredential = useRef<(credential: string) => void>(() => {});
  onCredential.current = (credential: string) => {
    signIn({ input: { tokenId: credential } }).then(
      ({ signInWithGoogle: payload }) => {
        if (payload.viewer) {
          completeSignIn(
            payload.isNewUser
              ? intl.formatMessage(
                  { id: "auth.googleSignInButton.registered", defaultMessage: "Welcome to FormQR, {name}!", description: "Toast after a first Google sign-in created the account" },
                  { name: payload.viewer.name },
                )
              : intl.formatMessage(
                  { id: "auth.googleSignInButton.signedIn", defaultMessage: "Welcome back, {name}!", description: "Toast after signing in with Google" },
                  { name: payload.viewer.name },
                ),
          );
        } else {
          toasts.error(payloadFailure(payload).message);
        }
      },
      (error: unknown) => toasts.error(errorMessage(error)),
    );
  };

  useEffect(() => {
    let cancelled = false;
    loadGoogleIdentity().then(
      (google) => {
        const parent = container.current;
        if (cancelled || !parent) return;
        google.accounts.id.initialize({
          client_id: clientId,
          ux_mode: "popup",
          callback: ({ credential }) => credential && onCredential.current(credential),
        });
        parent.replaceChildren();
        google.accounts.id.renderButton(parent, {
          type: "standard",
          theme: "outline",
          size: "large",
          text: "continue_with",
          shape: "rectangular",
          width: Math.min(400, Math.max(200, parent.clientWidth)),
          locale: intl.locale,
        });
      },
      (error: unknown) => !cancelled && toasts.error(errorMessage(error)),
    );
    return () => {
      cancelled = true;
    };
  }, [clientId, intl.locale, toasts]);

  return (
    <>
      <div className="google-button" ref={container} />
      <p className="divider">
        <span>
          <FormattedMessage id="auth.googleSignInButton.or" defaultMessage="or" description="Separator between Google sign-in and the e-mail form" />
        </span>
      </p>
    </>
  );
}
