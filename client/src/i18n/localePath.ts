import { useCallback } from "react";
import { useMatches } from "react-router";
import { LOCALE_PREFIXES } from "./locales.ts";

/** Route handle of each generated locale subtree (see routes.tsx). */
export interface LocaleHandle {
  localePrefix: string;
}

/** "/form" under prefix "de" is "/de/form"; the default language has no prefix. */
export function localizedPath(prefix: string, path: string): string {
  if (!prefix) return path;
  return path === "/" ? `/${prefix}` : `/${prefix}${path}`;
}

/** The path without its locale prefix, for comparisons such as active links. */
export function unlocalizedPath(pathname: string): string {
  const first = pathname.split("/")[1] ?? "";
  if (!(LOCALE_PREFIXES as readonly string[]).includes(first)) return pathname;
  return pathname.slice(first.length + 1) || "/";
}

function isLocaleHandle(handle: unknown): handle is LocaleHandle {
  return typeof handle === "object" && handle !== null && "localePrefix" in handle;
}

/** Turns an unprefixed app path into one under the current route's locale prefix. */
export function useLocalizedPath(): (path: string) => string {
  const matches = useMatches();
  const prefix = matches.map((m) => m.handle).find(isLocaleHandle)?.localePrefix ?? "";
  return useCallback((path: string) => localizedPath(prefix, path), [prefix]);
}
