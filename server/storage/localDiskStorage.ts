import crypto from "node:crypto";
import { createWriteStream } from "node:fs";
import fs from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { assertStorageKey, type Storage } from "./storage.ts";

/** Where files are written before they get their key; no key can start with a dot. */
const PARTIAL_DIR = ".partial";

/** Files under one directory (DATA_DIR/files by default). */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  // Write then rename (same file system), so a reader never sees half a file under a key.
  const partialFile = async () => {
    await fs.mkdir(path.join(root, PARTIAL_DIR), { recursive: true });
    return path.join(root, PARTIAL_DIR, `${crypto.randomUUID()}.tmp`);
  };
  const commit = async (temp: string, file: string) => {
    await fs.mkdir(path.dirname(file), { recursive: true });
    await fs.rename(temp, file);
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      const temp = await partialFile();
      try {
        await fs.writeFile(temp, bytes);
        await commit(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
    },
    async putStream(key, source) {
      const file = pathOf(key);
      const temp = await partialFile();
      let size = 0;
      async function* counted() {
        for await (const chunk of source) {
          size += chunk.length;
          yield chunk;
        }
      }
      try {
        await pipeline(counted, createWriteStream(temp, { flags: "wx" }));
        await commit(temp, file);
      } catch (error) {
        await fs.rm(temp, { force: true });
        throw error;
      }
      return size;
    },
    async get(key) {
      try {
        return new Uint8Array(await fs.readFile(pathOf(key)));
      } catch (error) {
        // A directory (files/qr/<qrId>/) or a path through a file is no stored file either.
        if (["ENOENT", "EISDIR", "ENOTDIR"].includes((error as NodeJS.ErrnoException).code ?? "")) return null;
        throw error;
      }
    },
    async delete(key) {
      await fs.rm(pathOf(key), { force: true });
    },
    async purgeIncomplete(olderThan) {
      const dir = path.join(root, PARTIAL_DIR);
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === "ENOENT") return 0;
        throw error;
      }
      let removed = 0;
      for (const name of names) {
        const file = path.join(dir, name);
        // Another process sharing the directory may be writing the young ones right now.
        const stat = await fs.stat(file).catch(() => null);
        if (stat && stat.mtime < olderThan) {
          await fs.rm(file, { force: true });
          removed++;
        }
      }
      return removed;
    },
  };
}
