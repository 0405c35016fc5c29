import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { createServerDatabase } from "./testServer.ts";

const ROOT = path.resolve(import.meta.dirname, "../..");

export interface ServerProcess {
  child: ChildProcess;
  /** http://127.0.0.1:<port> */
  url: string;
  port: number;
  /** The PID the server itself reports (not the npm wrapper's). */
  serverPid: number;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** The environment of a production server of our own: no jest flags, no database from the test runner. */
export function serverEnv(env: Record<string, string>): NodeJS.ProcessEnv {
  const { NODE_OPTIONS: _nodeOptions, DATABASE_URL: _url, TEST_DATABASE_URL: _testUrl, ...rest } = process.env;
  return { ...rest, NODE_ENV: "production", HOST: "127.0.0.1", PORT: "0", ...env };
}

/**
 * Starts the real server as a separate process: `npm start` (without its prestart build) or the
 * node command it execs, and waits for its "listening" line. A process that exits first rejects
 * with its output.
 */
export function spawnServer(how: "npm start" | "node", env: Record<string, string>, timeoutMs = 90_000): Promise<ServerProcess> {
  const child =
    how === "npm start"
      ? spawn("npm", ["start", "--ignore-scripts", "--silent"], { cwd: ROOT, env: serverEnv(env), stdio: ["ignore", "pipe", "pipe"] })
      : spawn(process.execPath, ["--import", "tsx", "server/main.ts"], { cwd: ROOT, env: serverEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let text = "";
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once("exit", (code, signal) => resolve({ code, signal })),
  );
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      child.kill("SIGKILL");
      reject(new Error(`the server did not start within ${timeoutMs} ms:\n${text}`));
    }, timeoutMs);
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const match = text.match(/listening on (http:\/\/[^\s]+) \(pid (\d+)/);
      if (!match) return;
      clearTimeout(timer);
      child.stdout?.off("data", onData);
      child.stdout?.on("data", (more: Buffer) => (text += more.toString()));
      const url = match[1]!;
      resolve({ child, url, port: Number(new URL(url).port), serverPid: Number(match[2]), output: () => text, exited });
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => (text += chunk.toString()));
    void exited.then(({ code, signal }) => {
      clearTimeout(timer);
      reject(new Error(`the server exited (code ${code}, signal ${signal}) before listening:\n${text}`));
    });
  });
}

/** Whether a process with this PID still exists. */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

/**
 * A database for a server process of a test: with TEST_DATABASE_URL, a new database on that
 * PostgreSQL server (DATABASE_URL for the process; dropped afterwards); without, null (the process
 * uses the embedded database in its DATA_DIR).
 */
export function createProcessDatabase(): Promise<{ url: string; drop(): Promise<void> } | null> {
  return createServerDatabase("formqr_proc");
}
