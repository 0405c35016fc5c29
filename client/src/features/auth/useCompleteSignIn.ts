import { useCallback } from "react";
import { useNavigate, useSearchParams } from "react-router";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { safeNextPath } from "./nextPath.ts";

/** The sign-in pages' ?next= carried to a link between them ("Register" on /login and back). */
export function useWithNext(): (path: string) => string {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  return useCallback((path: string) => (next ? `${path}?next=${encodeURIComponent(next)}` : path), [next]);
}

/**
 * After any successful sign-in: a confirmation toast, then the form list (SPEC.md §8), or the
 * page that sent the visitor to sign in (?next=: a guarded page, or "Use this template").
 */
export function useCompleteSignIn(): (confirmation: string) => void {
  const toasts = useToasts();
  const navigate = useNavigate();
  const localized = useLocalizedPath();
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  return useCallback(
    (confirmation: string) => {
      toasts.success(confirmation);
      void navigate(next ?? localized("/form"), { replace: true });
    },
    [toasts, navigate, localized, next],
  );
}
