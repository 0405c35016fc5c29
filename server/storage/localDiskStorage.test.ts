import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { localDiskStorage } from "./localDiskStorage.ts";

describe("localDiskStorage", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-storage-"));
  const storage = localDiskStorage(root);
  afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
  const partials = () => (fs.existsSync(path.join(root, ".partial")) ? fs.readdirSync(path.join(root, ".partial")) : []);

  it("puts, gets and deletes by key", async () => {
    await storage.put("qr/abc/code.svg", new TextEncoder().encode("<svg/>"));
    expect(new TextDecoder().decode((await storage.get("qr/abc/code.svg"))!)).toBe("<svg/>");
    await storage.delete("qr/abc/code.svg");
    expect(await storage.get("qr/abc/code.svg")).toBeNull();
    await expect(storage.delete("qr/abc/code.svg")).resolves.toBeUndefined();
  });

  it.each(["../escape", "a/../../b", "/abs", "a//b", "a/b c", "", ".partial/x.tmp"])("refuses the key %j", async (key) => {
    await expect(storage.get(key)).rejects.toThrow(/invalid storage key/);
    await expect(storage.put(key, new Uint8Array())).rejects.toThrow(/invalid storage key/);
    await expect(storage.putStream(key, (async function* () {})())).rejects.toThrow(/invalid storage key/);
  });

  it("streams chunks to a key and counts them", async () => {
    async function* chunks() {
      for (let i = 0; i < 100; i++) yield new Uint8Array(1000).fill(i);
    }
    expect(await storage.putStream("answers/f1/big.bin", chunks())).toBe(100_000);
    const bytes = (await storage.get("answers/f1/big.bin"))!;
    expect(bytes.length).toBe(100_000);
    expect(bytes[99_999]).toBe(99);
    expect(partials()).toEqual([]);
  });

  it("leaves nothing under the key, nor a partial file, when the source fails midway", async () => {
    let written = 0;
    async function* failing() {
      for (;;) {
        yield new Uint8Array(64 * 1024);
        written += 64 * 1024;
        // While the source is still running, the key does not exist yet.
        expect(fs.existsSync(path.join(root, "answers", "f1", "cut.bin"))).toBe(false);
        if (written > 512 * 1024) throw new Error("over the limit");
      }
    }
    await expect(storage.putStream("answers/f1/cut.bin", failing())).rejects.toThrow("over the limit");
    expect(await storage.get("answers/f1/cut.bin")).toBeNull();
    expect(partials()).toEqual([]);
  });

  it("purges partial files a crash left behind, only the old ones", async () => {
    fs.mkdirSync(path.join(root, ".partial"), { recursive: true });
    const old = path.join(root, ".partial", "old.tmp");
    fs.writeFileSync(old, "half");
    const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(old, hourAgo, hourAgo);
    fs.writeFileSync(path.join(root, ".partial", "young.tmp"), "being written");
    expect(await storage.purgeIncomplete(new Date(Date.now() - 60 * 60 * 1000))).toBe(1);
    expect(partials()).toEqual(["young.tmp"]);
  });
});
