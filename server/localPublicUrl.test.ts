import { isLocalPublicUrl, localPublicUrlWarning } from "./localPublicUrl.ts";
import { spawnServer } from "./testing/serverProcess.ts";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

describe("a PUBLIC_URL that only this machine can open", () => {
  it.each(["http://localhost:3000", "http://LOCALHOST.:3000", "http://app.localhost", "http://127.0.0.1:3000", "http://127.1.2.3", "http://[::1]:3000", "http://0.0.0.0:3000"])(
    "%s is local",
    (url) => {
      expect(isLocalPublicUrl(url)).toBe(true);
      expect(localPublicUrlWarning(url, 3000)).toContain(`PUBLIC_URL is ${url}`);
    },
  );

  it.each(["http://192.168.1.20:3000", "https://forms.example.com", "http://localhost.example.com", "http://10.0.0.127"])("%s is not", (url) => {
    expect(isLocalPublicUrl(url)).toBe(false);
    expect(localPublicUrlWarning(url, 3000)).toBeNull();
  });

  it("the server says so at start, and how to fix it", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-local-url-"));
    const server = await spawnServer("node", { DATA_DIR: dataDir, PORT: "0", PUBLIC_URL: "" });
    try {
      expect(server.output()).toContain("Warning: PUBLIC_URL is http://localhost:0, so every QR code and short link points at this computer");
      expect(server.output()).toContain("PUBLIC_URL=http://192.168.1.20:");
    } finally {
      server.child.kill("SIGTERM");
      await server.exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
