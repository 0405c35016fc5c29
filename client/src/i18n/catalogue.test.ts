import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

// locales/en.json is generated (`npm run i18n:extract`); like schema.graphql, it must not go stale.
test("locales/en.json holds exactly the messages of the client's source", () => {
  const out = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "formqr-i18n-")), "en.json");
  const script = JSON.parse(fs.readFileSync("package.json", "utf8")).scripts["i18n:extract"] as string;
  // The same command as the script, written to a temporary file instead.
  const args = script.replace(/^formatjs /, "").replace("--out-file locales/en.json", `--out-file ${out}`);
  execFileSync("sh", ["-c", `node_modules/.bin/formatjs ${args}`], { stdio: "pipe" });
  const fresh = JSON.parse(fs.readFileSync(out, "utf8"));
  const committed = JSON.parse(fs.readFileSync("locales/en.json", "utf8"));
  expect(Object.keys(committed).sort()).toEqual(Object.keys(fresh).sort());
  expect(committed).toEqual(fresh);
});

// A message descriptor written as a plain object (not inside defineMessage(s), formatMessage or
// <FormattedMessage>) is invisible to the extractor and would stay English in every language.
test("every message descriptor in the client's source is extracted", () => {
  const extracted = JSON.parse(fs.readFileSync("locales/en.json", "utf8")) as Record<string, unknown>;
  const files = fs.readdirSync("client/src", { recursive: true, encoding: "utf8" }).filter(
    (file) => /\.tsx?$/.test(file) && !file.includes("__generated__") && !/\.test\.tsx?$/.test(file),
  );
  const unextracted: string[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join("client/src", file), "utf8");
    for (const match of source.matchAll(/\bid:\s*"([\w.-]+)",\s*defaultMessage:/g)) {
      if (!Object.hasOwn(extracted, match[1]!)) unextracted.push(`${file}: ${match[1]}`);
    }
  }
  expect(unextracted).toEqual([]);
});
