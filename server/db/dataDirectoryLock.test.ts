import { spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { DataDirectoryInUseError, lockDataDirectory, lockFileOf } from "./dataDirectoryLock.ts";

describe("lockDataDirectory", () => {
  const base = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-lock-"));
  const dir = path.join(base, "pg");
  const lockFile = lockFileOf(dir);
  afterAll(() => fs.rmSync(base, { recursive: true, force: true }));
  afterEach(() => fs.rmSync(lockFile, { force: true }));

  it("creates the lock file with our PID and removes it on release", () => {
    const lock = lockDataDirectory(dir);
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it("refuses a directory a live process holds, naming it", async () => {
    const other = spawn("sleep", ["30"]);
    try {
      fs.writeFileSync(lockFile, `${other.pid}\n`);
      expect(() => lockDataDirectory(dir)).toThrow(DataDirectoryInUseError);
      expect(() => lockDataDirectory(dir)).toThrow(`the embedded database in ${dir} is in use by process ${other.pid}`);
      expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(other.pid));
    } finally {
      other.kill();
    }
  });

  it("takes over the lock of a process that is gone (a restart after SIGKILL), and of an empty old file", () => {
    const gone = spawnSync("true").pid;
    fs.writeFileSync(lockFile, `${gone}\n`);
    const lock = lockDataDirectory(dir);
    expect(fs.readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
    lock.release();

    fs.writeFileSync(lockFile, "");
    const old = new Date(Date.now() - 60_000);
    fs.utimesSync(lockFile, old, old);
    lockDataDirectory(dir).release();
    expect(fs.readdirSync(base).filter((name) => name.endsWith(".stale"))).toEqual([]);
  });

  it("release never removes a lock another process took over", () => {
    const lock = lockDataDirectory(dir);
    fs.writeFileSync(lockFile, "1\n");
    lock.release();
    expect(fs.readFileSync(lockFile, "utf8")).toBe("1\n");
  });
});
