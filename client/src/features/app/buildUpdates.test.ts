import { connectionAllowsPrefetch, latestBuildId, mayReloadForChunkError } from "./buildUpdates.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return { getItem: (key: string) => map.get(key) ?? null, setItem: (key: string, value: string) => void map.set(key, value) };
}

describe("chunk-error reloads (SPEC.md §9)", () => {
  it("reload once per path in 10 s", () => {
    const storage = memoryStorage();
    expect(mayReloadForChunkError(storage, "/form", 1_000_000)).toBe(true);
    expect(mayReloadForChunkError(storage, "/form", 1_005_000)).toBe(false);
    expect(mayReloadForChunkError(storage, "/manage", 1_005_000)).toBe(true);
    expect(mayReloadForChunkError(storage, "/form", 1_010_001)).toBe(true);
  });
});

describe("latestBuildId", () => {
  it("asks with a timestamp and reads the build's timestamp", async () => {
    const calls: string[] = [];
    const fetcher = (async (url: string) => {
      calls.push(url);
      return new Response(JSON.stringify({ timestamp: "2026-11-22T10:00:00.000Z" }));
    }) as unknown as typeof fetch;
    expect(await latestBuildId(fetcher, 42)).toBe("2026-11-22T10:00:00.000Z");
    expect(calls).toEqual(["/builds/latest.json?t=42"]);
  });
  it("knows nothing on failures", async () => {
    expect(await latestBuildId((async () => new Response("nope", { status: 404 })) as unknown as typeof fetch)).toBeNull();
    expect(await latestBuildId((async () => new Response("{}")) as unknown as typeof fetch)).toBeNull();
    expect(await latestBuildId((async () => Promise.reject(new Error("offline"))) as unknown as typeof fetch)).toBeNull();
  });
});

describe("prefetch (SPEC.md §9)", () => {
  it("is skipped on very slow or data-saving connections", () => {
    expect(connectionAllowsPrefetch(undefined)).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "4g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "3g" })).toBe(true);
    expect(connectionAllowsPrefetch({ effectiveType: "2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "slow-2g" })).toBe(false);
    expect(connectionAllowsPrefetch({ effectiveType: "4g", saveData: true })).toBe(false);
  });
});
