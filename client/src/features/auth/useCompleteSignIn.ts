import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";

/** After any successful sign-in: a confirmation toast, then the form list (SPEC.md §8). */
export function useCompleteSignIn(): (confirmation: string) => void {
  const toasts = useToasts();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  return useCallback(
    (confirmation: string) => {
      toasts.success(confirmation);
      void navigate(localized("/form"), { replace: true });
    },
    [toasts, navigate, localized],
  );
}
