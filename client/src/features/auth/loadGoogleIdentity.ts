/** The parts of Google Identity Services (https://accounts.google.com/gsi/client) used here. */
export interface GoogleIdentity {
  accounts: {
    id: {
      initialize(config: { client_id: string; callback: (response: { credential?: string }) => void; ux_mode?: "popup" }): void;
      renderButton(
        parent: HTMLElement,
        options: { type?: "standard"; theme?: "outline" | "filled_blue"; size?: "large"; text?: "signin_with" | "signup_with" | "continue_with"; shape?: "rectangular" | "pill"; width?: number; locale?: string },
      ): void;
    };
  };
}

const SCRIPT_URL = "https://accounts.google.com/gsi/client";
let loading: Promise<GoogleIdentity> | null = null;

/** Loads the Google Identity Services script once per page. */
export function loadGoogleIdentity(): Promise<GoogleIdentity> {
  loading ??= new Promise<GoogleIdentity>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = SCRIPT_URL;
    script.async = true;
    script.onload = () => {
      const google = (window as unknown as { google?: GoogleIdentity }).google;
      if (google) resolve(google);
      else reject(new Error("Google sign-in did not load"));
    };
    script.onerror = () => {
      loading = null;
      reject(new Error("Google sign-in could not be loaded"));
    };
    document.head.append(script);
  });
  return loading;
}
