// SPEC.md §4/§9 "Builds": the running app checks /builds/latest.json now and then and offers a
// reload when a new build is out; a chunk that fails to load (it was replaced by a deploy) reloads
// the page, at most once per path in 10 s so a real outage does not loop.

/** How often the app asks whether a new build is out (and on returning to the tab). */
export const BUILD_CHECK_INTERVAL_MS = 5 * 60 * 1000;
/** SPEC.md §9: the chunk-error reload is limited to once per path in a 10000 ms window. */
export const CHUNK_RELOAD_WINDOW_MS = 10_000;
const RELOAD_KEY_PREFIX = "formqr:chunk-reload:";

/** The build the server now serves, or null when it cannot be told. */
export async function latestBuildId(fetcher: typeof fetch = fetch, now = Date.now()): Promise<string | null> {
  try {
    const response = await fetcher(`/builds/latest.json?t=${now}`, { cache: "no-store" });
    if (!response.ok) return null;
    const body = (await response.json()) as { timestamp?: unknown };
    return typeof body.timestamp === "string" ? body.timestamp : null;
  } catch {
    return null;
  }
}

/**
 * Whether a chunk error on this path may reload the page now; records the reload when it may.
 * `storage` is sessionStorage (per tab).
 */
export function mayReloadForChunkError(storage: Pick<Storage, "getItem" | "setItem">, path: string, now = Date.now()): boolean {
  try {
    const last = Number(storage.getItem(RELOAD_KEY_PREFIX + path));
    if (Number.isFinite(last) && last > 0 && now - last < CHUNK_RELOAD_WINDOW_MS) return false;
    storage.setItem(RELOAD_KEY_PREFIX + path, String(now));
  } catch {
    // Storage disabled: reloading once more is better than a broken page.
  }
  return true;
}

/** Vite's event when a lazily loaded chunk (or its CSS) fails to load. */
export function watchChunkErrors(win: Window = window): void {
  win.addEventListener("vite:preloadError", (event) => {
    if (!mayReloadForChunkError(win.sessionStorage, win.location.pathname)) return;
    event.preventDefault();
    win.location.reload();
  });
}

/** SPEC.md §9: prefetching waits 1000 ms and is skipped on very slow or data-saving connections. */
export const PREFETCH_DELAY_MS = 1000;

export function connectionAllowsPrefetch(connection: { effectiveType?: string; saveData?: boolean } | undefined): boolean {
  if (!connection) return true;
  return !connection.saveData && connection.effectiveType !== "slow-2g" && connection.effectiveType !== "2g";
}

/** Starts `load` after the delay when the connection allows it. */
export function prefetchLater(load: () => void, nav: Navigator = navigator): void {
  const connection = (nav as Navigator & { connection?: { effectiveType?: string; saveData?: boolean } }).connection;
  if (!connectionAllowsPrefetch(connection)) return;
  window.setTimeout(load, PREFETCH_DELAY_MS);
}
