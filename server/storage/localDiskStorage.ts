import fs from "node:fs/promises";
import path from "node:path";
import { assertStorageKey, type Storage } from "./storage.ts";

/** Files under one directory (DATA_DIR/files by default). */
export function localDiskStorage(root: string): Storage {
  const pathOf = (key: string) => {
    assertStorageKey(key);
    return path.join(root, ...key.split("/"));
  };
  return {
    async put(key, bytes) {
      const file = pathOf(key);
      await fs.mkdir(path.dirname(file), { recursive: true });
      // Write then rename, so a reader never sees half a file.
      const temp = `${file}.${process.pid}.${Date.now()}.tmp`;
      await fs.writeFile(temp, bytes);
      await fs.rename(temp, file);
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
  };
}
