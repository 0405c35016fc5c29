import crypto from "node:crypto";
import fs from "node:fs";

/** A second process on the same embedded data directory: PGlite has no locking of its own. */
export class DataDirectoryInUseError extends Error {
  readonly pid: number;
  constructor(dir: string, pid: number) {
    super(`the embedded database in ${dir} is in use by process ${pid}; stop it first (or remove ${lockFileOf(dir)} if no such process is running)`);
    this.name = "DataDirectoryInUseError";
    this.pid = pid;
  }
}

export interface DataDirectoryLock {
  release(): void;
}

/** Beside the directory, not inside it: PGlite initialises an empty directory as a new cluster. */
export function lockFileOf(dir: string): string {
  return `${dir.replace(/[\\/]+$/, "")}.lock`;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function readPid(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, "utf8").trim(), 10);
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return null;
    throw error;
  }
}

function isFresh(file: string): boolean {
  try {
    return Date.now() - fs.statSync(file).mtimeMs < 1000;
  } catch {
    return false;
  }
}

/**
 * Takes the directory for this process: a lock file created with O_EXCL holding our PID. A lock
 * whose process is gone (killed, crashed, or our own PID after a container restart) is stale and
 * taken over, so a restart after SIGKILL works; a live one throws DataDirectoryInUseError.
 */
export function lockDataDirectory(dir: string): DataDirectoryLock {
  const file = lockFileOf(dir);
  const content = `${process.pid}\n`;
  for (let attempt = 0; attempt < 20; attempt++) {
    try {
      fs.writeFileSync(file, content, { flag: "wx", mode: 0o644 });
      return {
        release() {
          // Only our own: never remove a lock another process took over.
          if (readPid(file) === process.pid) fs.rmSync(file, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const pid = readPid(file);
    if (pid !== null && pid !== process.pid && isAlive(pid)) throw new DataDirectoryInUseError(dir, pid);
    if (pid === null && isFresh(file)) {
      // Created but not yet written by a process starting right now: look again shortly.
      Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 50);
      continue;
    }
    // Stale (or unreadable, e.g. empty after a crash mid-write): move it aside atomically, and
    // check it is still the stale one we judged; if another starting process replaced it with
    // its own lock in between, put that back and let the next round see a live owner.
    const aside = `${file}.${crypto.randomUUID()}.stale`;
    try {
      fs.renameSync(file, aside);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      throw error;
    }
    const moved = readPid(aside);
    if (moved !== pid) {
      try {
        fs.linkSync(aside, file);
      } catch {
        // A third process already holds the name; the next round reads it.
      }
    }
    fs.rmSync(aside, { force: true });
  }
  const pid = readPid(file);
  throw new DataDirectoryInUseError(dir, pid ?? 0);
}
