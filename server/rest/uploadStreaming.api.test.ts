import crypto from "node:crypto";
import fs from "node:fs";
import http from "node:http";
import path from "node:path";
import sharp from "sharp";
import { createForm } from "../domain/forms/createForm.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";

// Uploads are parsed and written as they arrive: an upload over its limit or of a refused type
// is answered while the client is still sending it (before, the whole body was read first), and
// leaves no file behind.

let server: TestServer;
let token: string;
let formId: string;
let qrId: string;
let png: Buffer;

type Json = Record<string, any>;
const MB = 1024 * 1024;

beforeAll(async () => {
  server = await startTestServer();
  const res = await fetch(`${server.url}/api/users/register`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ name: "alice", email: "alice@example.com", password: "long-enough-pw" }),
  });
  token = ((await res.json()) as Json).data.token;
  const owner = await server.services.prisma.user.findUniqueOrThrow({ where: { email: "alice@example.com" } });
  const form = await createForm(server.services, owner.id, {
    title: "Uploads",
    fields: { "1700000000000_1": { name: "QRFieldPicture", option: { label: "Photo" } } },
  });
  formId = form.id;
  qrId = form.qrId;
  png = await sharp({ create: { width: 16, height: 16, channels: 3, background: "#00aa55" } }).png().toBuffer();
});
afterAll(() => server.close());

interface Part {
  name: string;
  fileName?: string;
  /** Sent first, at once. */
  head: Buffer;
  /** Then this many more bytes, in 64 KiB chunks. */
  more?: number;
}

/**
 * A chunked multipart POST that is never finished: it resolves with the server's answer, which
 * must therefore come while the body is still open; it fails after 15 s without one.
 */
function openUpload(url: string, parts: Part[], headers: Record<string, string> = {}): Promise<{ status: number; body: Json; sent: number }> {
  const boundary = `----formqr${crypto.randomBytes(8).toString("hex")}`;
  const request = http.request(url, {
    method: "POST",
    headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked", ...headers },
  });
  let sent = 0;
  let answered = false;
  const write = (bytes: Buffer) =>
    new Promise<void>((resolve) => {
      sent += bytes.length;
      if (request.write(bytes)) resolve();
      else request.once("drain", resolve);
    });
  void (async () => {
    for (const [i, part] of parts.entries()) {
      const disposition = part.fileName ? `form-data; name="${part.name}"; filename="${part.fileName}"` : `form-data; name="${part.name}"`;
      await write(Buffer.from(`${i ? "\r\n" : ""}--${boundary}\r\nContent-Disposition: ${disposition}\r\n${part.fileName ? "Content-Type: application/octet-stream\r\n" : ""}\r\n`));
      await write(part.head);
      for (let left = part.more ?? 0; left > 0 && !answered && !request.destroyed; left -= 64 * 1024) {
        await write(Buffer.alloc(Math.min(left, 64 * 1024), 0x41));
      }
    }
    // … and the closing boundary never comes.
  })().catch(() => undefined);
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      request.destroy();
      reject(new Error(`no answer while the body was open (${sent} bytes sent)`));
    }, 15_000);
    request.on("response", (res) => {
      answered = true;
      let text = "";
      res.on("data", (chunk: Buffer) => (text += chunk.toString()));
      res.on("end", () => {
        clearTimeout(timer);
        request.destroy();
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) as Json, sent });
      });
    });
    request.on("error", (error) => {
      if (!answered) {
        clearTimeout(timer);
        reject(error);
      }
    });
  });
}

function filesUnder(...segments: string[]): string[] {
  const dir = path.join(server.dataDir, "files", ...segments);
  return fs.existsSync(dir) ? fs.readdirSync(dir) : [];
}

describe("REST uploads are streamed", () => {
  it("answers 413 as soon as a visitor's picture passes 10 MB, keeping no part of it", async () => {
    const res = await openUpload(`${server.url}/api/submission/uploads/${qrId}/?cat=picture`, [
      { name: "userFile", fileName: "big.png", head: png, more: 40 * MB },
    ]);
    expect(res.status).toBe(413);
    expect(res.body).toEqual({ status: "error", message: "The file is too large: the limit is 10 MB" });
    expect(res.sent).toBeLessThan(20 * MB);
    expect(filesUnder("answers", formId)).toEqual([]);
    expect(filesUnder(".partial")).toEqual([]);
    expect(await server.services.prisma.uploadedFile.count({ where: { formId } })).toBe(0);
  });

  it("answers 415 from the first bytes, without waiting for the rest", async () => {
    const res = await openUpload(`${server.url}/api/submission/uploads/${qrId}/?cat=picture`, [
      { name: "userFile", fileName: "photo.png", head: Buffer.from("%PDF-1.4\n"), more: 30 * MB },
    ]);
    expect(res.status).toBe(415);
    expect(res.body.message).toMatch(/This file type is not allowed here/);
    expect(res.sent).toBeLessThan(20 * MB);
    expect(filesUnder(".partial")).toEqual([]);
  });

  it("answers 413 as soon as an owner's QR logo passes 2 MB", async () => {
    const res = await openUpload(`${server.url}/api/accounts/uploads/?cat=qrLogo`, [{ name: "userFile", fileName: "logo.png", head: png, more: 40 * MB }], {
      authorization: `Bearer ${token}`,
    });
    expect(res.status).toBe(413);
    expect(res.body.message).toBe("The file is too large: the limit is 2 MB");
    expect(res.sent).toBeLessThan(20 * MB);
    expect(filesUnder(".partial")).toEqual([]);
  });

  it("keeps nothing of an upload whose connection drops midway", async () => {
    const boundary = "----formqrdrop";
    const request = http.request(`${server.url}/api/submission/uploads/${qrId}/?cat=picture`, {
      method: "POST",
      headers: { "content-type": `multipart/form-data; boundary=${boundary}`, "transfer-encoding": "chunked" },
    });
    request.on("error", () => undefined);
    request.write(`--${boundary}\r\nContent-Disposition: form-data; name="userFile"; filename="cut.png"\r\n\r\n`);
    request.write(png);
    for (let i = 0; i < 32; i++) request.write(Buffer.alloc(64 * 1024, 0x42));
    await new Promise((resolve) => setTimeout(resolve, 300));
    request.destroy();
    const deadline = Date.now() + 5000;
    while (filesUnder(".partial").length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    expect(filesUnder(".partial")).toEqual([]);
    expect(filesUnder("answers", formId)).toEqual([]);
    // The server is fine afterwards.
    const form = new FormData();
    form.append("userFile", new File([new Uint8Array(png)], "ok.png", { type: "image/png" }));
    const ok = await fetch(`${server.url}/api/submission/uploads/${qrId}/?cat=picture`, { method: "POST", body: form });
    expect(ok.status).toBe(201);
  });
});

it("holds multipart bodies sent to routes that take no upload to the JSON limit", async () => {
  const res = await openUpload(`${server.url}/api/users/register`, [{ name: "userFile", fileName: "x.png", head: png, more: 40 * MB }]);
  expect(res.status).toBe(413);
  expect(res.sent).toBeLessThan(20 * MB);
});

describe("GraphQL multipart limits", () => {
  const operations = (input: Json) =>
    JSON.stringify({
      query: "mutation ($input: UploadAnswerFileInput!) { uploadAnswerFile(input: $input) { __typename } }",
      variables: { input },
    });

  it("refuses a file over the largest upload (50 MB) while the body is still arriving", async () => {
    const res = await openUpload(`${server.url}/graphql`, [
      { name: "operations", head: Buffer.from(operations({ qrId, category: "VIDEO", file: null })) },
      { name: "map", head: Buffer.from(JSON.stringify({ 0: ["variables.input.file"] })) },
      { name: "0", fileName: "film.mp4", head: png, more: 80 * MB },
    ], { "graphql-require-preflight": "1" });
    // Whichever limit the parser meets first: the file's (50 MB) or the body's (50 MB + 64 KiB).
    expect([400, 413]).toContain(res.status);
    expect(res.body.errors[0].message).toMatch(new RegExp(`File size limit exceeded: ${50 * MB} bytes|Request body too large`));
    expect(res.sent).toBeLessThan(70 * MB);
  });

  it("refuses a second file", async () => {
    const before = await server.services.prisma.uploadedFile.count({ where: { formId } });
    const form = new FormData();
    form.append("operations", operations({ qrId, category: "PICTURE", file: null }));
    form.append("map", JSON.stringify({ 0: ["variables.input.file"] }));
    form.append("0", new File([new Uint8Array(png)], "a.png", { type: "image/png" }));
    form.append("1", new File([new Uint8Array(png)], "b.png", { type: "image/png" }));
    const res = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "graphql-require-preflight": "1" }, body: form });
    const body = (await res.json()) as Json;
    expect(res.status).toBe(400);
    expect(body.errors[0].message).toMatch(/^POST body sent invalid multipart data: (Files|Parts) limit exceeded/);
    expect(await server.services.prisma.uploadedFile.count({ where: { formId } })).toBe(before);
  });
});
