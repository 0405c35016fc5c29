import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

// The Relay artifacts and persistedOperations.json are committed: the server reads the file to
// run the ids the client sends. `npm run relay` rewrites both (it runs before every build).
const root = path.resolve(import.meta.dirname, "../../..");

function artifactFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "node_modules" ? [] : artifactFiles(file);
    return /[\\/]__generated__[\\/][^\\/]+\.graphql\.ts$/.test(file) ? [file] : [];
  });
}

it("the Relay artifacts are up to date with the client's graphql tags (run `npm run relay`)", () => {
  const run = spawnSync(path.join(root, "node_modules/.bin/relay-compiler"), ["--validate", "--output", "quiet-with-errors"], { cwd: root, encoding: "utf8" });
  expect(`${run.stdout}${run.stderr}`.trim()).toBe("");
  expect(run.status).toBe(0);
});

it("persistedOperations.json holds exactly the operations the artifacts send, under their sha256 (run `npm run relay`)", () => {
  const persisted = JSON.parse(fs.readFileSync(path.join(root, "persistedOperations.json"), "utf8")) as Record<string, string>;
  const ids = artifactFiles(path.join(root, "client/src")).flatMap((file) => [...fs.readFileSync(file, "utf8").matchAll(/@relayRequestID ([0-9a-f]{64})/g)].map((m) => m[1]!));
  expect(ids.length).toBeGreaterThan(40);
  expect(Object.keys(persisted).sort()).toEqual([...new Set(ids)].sort());
  for (const [id, text] of Object.entries(persisted)) expect(createHash("sha256").update(text).digest("hex")).toBe(id);
});
