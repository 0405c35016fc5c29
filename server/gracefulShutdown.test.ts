import { jest } from "@jest/globals";
import fs from "node:fs";
import http from "node:http";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { isAlive, spawnServer, type ServerProcess } from "./testing/serverProcess.ts";

// The real server process, started as `npm start` and the Docker image start it, on one data
// directory for the whole file (the first start seeds the template library; later ones are quick).
jest.setTimeout(120_000);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-shutdown-"));
const running: ServerProcess[] = [];
const spawned: number[] = [];
afterAll(async () => {
  // Whatever a wrapper left behind when it did not pass the signal on.
  for (const pid of spawned) if (isAlive(pid)) process.kill(pid, "SIGKILL");
  for (const server of running) {
    if (server.child.exitCode === null) server.child.kill("SIGKILL");
    // A server orphaned by a wrapper that did not pass the signal on.
    if (isAlive(server.serverPid)) process.kill(server.serverPid, "SIGKILL");
  }
  await Promise.all(running.map((server) => server.exited));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function start(how: "npm start" | "node", env: Record<string, string> = {}): Promise<ServerProcess> {
  const server = await spawnServer(how, { DATA_DIR: dataDir, ...env });
  running.push(server);
  return server;
}

/** Every process below pid (Linux /proc). */
function descendants(pid: number): number[] {
  let children: number[] = [];
  try {
    children = fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8")
      .trim()
      .split(/\s+/)
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
  return children.flatMap((child) => [child, ...descendants(child)]);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A POST whose body is sent in two halves: the server is busy with it until the second. */
function slowPost(server: ServerProcess) {
  const body = JSON.stringify({ data: { a: "x".repeat(200) } });
  const request = http.request(`${server.url}/api/submission/create/abcdefghjk`, {
    method: "POST",
    headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body) },
  });
  const response = new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    request.on("response", (res) => {
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: text }));
    });
    request.on("error", reject);
  });
  request.setTimeout(20_000, () => request.destroy(new Error("no answer within 20 s")));
  request.write(body.slice(0, 100));
  return { response, finish: () => request.end(body.slice(100)), request };
}

function portRefuses(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", (error: NodeJS.ErrnoException) => resolve(error.code === "ECONNREFUSED"));
  });
}

it("npm start: SIGTERM to npm stops the server process itself, after its in-flight request, and frees the port", async () => {
  const server = await start("npm start");
  const npmPid = server.child.pid!;
  const tree = descendants(npmPid);
  spawned.push(...tree);
  expect(tree).toContain(server.serverPid);

  // An idle keep-alive connection, which must be closed at once.
  const agent = new http.Agent({ keepAlive: true });
  let idleSocketClosed = false;
  await new Promise<void>((resolve, reject) => {
    const request = http.get(`${server.url}/api/form-template-category/`, { agent }, (res) => {
      res.resume();
      res.on("end", () => resolve());
    });
    request.on("socket", (socket) => socket.once("close", () => (idleSocketClosed = true)));
    request.on("error", reject);
  });

  const slow = slowPost(server);
  await sleep(300);
  process.kill(npmPid, "SIGTERM");
  await sleep(700);
  expect(idleSocketClosed).toBe(true);
  // Still finishing the request it is in.
  expect(isAlive(server.serverPid)).toBe(true);
  slow.finish();
  const answer = await slow.response;
  expect(answer.status).toBe(404);
  expect(answer.connection).toBe("close");

  const exit = await server.exited;
  expect(exit).toEqual({ code: 0, signal: null });
  await sleep(200);
  // Nothing npm started survives it (before, tsx's child server was orphaned).
  expect(tree.filter(isAlive)).toEqual([]);
  expect(await portRefuses(server.port)).toBe(true);
  expect(server.output()).toMatch(/SIGTERM: finishing in-flight requests[\s\S]*stopped/);
  agent.destroy();
});

it("a second process on the same embedded data directory says so and exits non-zero", async () => {
  const first = await start("node");
  await expect(start("node")).rejects.toThrow(
    new RegExp(`exited \\(code 1, signal null\\)[\\s\\S]*the embedded database in ${dataDir}/pg is in use by process ${first.serverPid}`),
  );
  first.child.kill("SIGTERM");
  expect(await first.exited).toEqual({ code: 0, signal: null });
});

it("a request hanging past SHUTDOWN_TIMEOUT_MS does not keep the process: its connection is destroyed and the exit is non-zero", async () => {
  const server = await start("node", { SHUTDOWN_TIMEOUT_MS: "1500" });
  const slow = slowPost(server);
  const failed = slow.response.then(
    () => "answered",
    (error: NodeJS.ErrnoException) => error.code ?? error.message,
  );
  await sleep(300);
  const signalled = Date.now();
  server.child.kill("SIGTERM");
  const exit = await server.exited;
  const elapsed = Date.now() - signalled;
  expect(exit.code).toBe(1);
  expect(elapsed).toBeGreaterThanOrEqual(1400);
  expect(elapsed).toBeLessThan(1500 + 5000);
  expect(await failed).toMatch(/ECONNRESET|socket hang up/);
  expect(server.output()).toMatch(/shutdown deadline passed with 1 request/);
  expect(await portRefuses(server.port)).toBe(true);
});
