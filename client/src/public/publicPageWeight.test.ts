import { execFileSync } from "node:child_process";
import path from "node:path";

const repoRoot = path.resolve(import.meta.dirname, "../../..");

// Bytes, not time: the budget of issue 4 (bench/publicPageWeight.ts builds both pages).
describe("the public form page's JavaScript", () => {
  it("weighs at most a bare React page + 15 kB gzip before the form's on-demand inputs", () => {
    const output = execFileSync(process.execPath, ["--import", "tsx", "bench/publicPageWeight.ts", "--json"], {
      cwd: repoRoot,
      encoding: "utf8",
      env: { ...process.env, NODE_OPTIONS: "" },
    });
    const { publicPage, bareReact, beyond, budget } = JSON.parse(output.trim().split("\n").at(-1)!) as {
      publicPage: { initial: number; onDemand: number };
      bareReact: { initial: number };
      beyond: number;
      budget: number;
    };
    expect(bareReact.initial).toBeGreaterThan(40_000); // React itself was measured
    expect(publicPage.onDemand).toBeGreaterThan(0); // the heavy inputs really are split off
    expect(beyond).toBeLessThanOrEqual(budget);
  }, 120_000);
});
