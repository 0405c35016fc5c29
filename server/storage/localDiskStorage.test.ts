import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localDiskStorage } from "./localDiskStorage.ts";

describe("localDiskStorage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-storage-"));
  const storage = localDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

  it("puts, gets and deletes by key", async () => {
    await storage.put("qr/abc/code.svg", new TextEncoder().encode("<svg/>"));
    expect(new TextDecoder().decode((await storage.get("qr/abc/code.svg"))!)).toBe("<svg/>");
    await storage.delete("qr/abc/code.svg");
    expect(await storage.get("qr/abc/code.svg")).toBeNull();
    await expect(storage.delete("qr/abc/code.svg")).resolves.toBeUndefined();
  });

  it.each(["../escape", "a/../../b", "/abs", "a//b", "a/b c", ""])("refuses the key %j", async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.put(key, new Uint8Array())).rejects.toThrow(/invalid storage key/);
  });
});
