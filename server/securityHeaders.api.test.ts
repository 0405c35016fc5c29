import { jest } from "@jest/globals";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { CSP_NONCE_PLACEHOLDER } from "../shared/cspNonce.ts";
import { createApp } from "./app.ts";
import { loadConfig } from "./config.ts";
import type { Database } from "./db/database.ts";
import { createServices, type Services } from "./services.ts";
import { localDiskStorage } from "./storage/localDiskStorage.ts";
import { openTestDatabase } from "./testing/testServer.ts";

type Json = Record<string, any>;
type App = ReturnType<typeof createApp>;

// A client build as Vite writes it (html.cspNonce): the placeholder on every script and preload.
const PAGE = (entry: string) =>
  `<!doctype html><html><head><meta property="csp-nonce" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<script type="module" crossorigin src="/assets/${entry}.js" nonce="${CSP_NONCE_PLACEHOLDER}"></script>` +
  `<link rel="modulepreload" crossorigin href="/assets/react.js" nonce="${CSP_NONCE_PLACEHOLDER}">` +
  `<link rel="stylesheet" crossorigin href="/assets/${entry}.css" nonce="${CSP_NONCE_PLACEHOLDER}"></head>` +
  `<body><div id="root"></div></body></html>`;

function writeClientDir(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-client-"));
  fs.mkdirSync(path.join(dir, "assets"));
  fs.writeFileSync(path.join(dir, "index.html"), PAGE("index"));
  fs.writeFileSync(path.join(dir, "public.html"), PAGE("public"));
  fs.writeFileSync(path.join(dir, "assets", "index.js"), "console.log('app');\n");
  fs.writeFileSync(path.join(dir, "favicon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  return dir;
}

let database: Database;
let clientDir: string;
const dataDirs: string[] = [];

/** The app in-process on the shared test database, with its own DATA_DIR and environment. */
function appWith(env: Record<string, string> = {}): { app: App; services: Services } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-test-"));
  dataDirs.push(dataDir);
  const config = loadConfig({ DATA_DIR: dataDir, PUBLIC_URL: "http://formqr.test", ...env });
  const disk = localDiskStorage(path.join(dataDir, "files"));
  // A storage fault under broken/ makes an unexpected error (500).
  const storage = { ...disk, get: (key: string) => (key.startsWith("broken/") ? Promise.reject(new Error("disk failure")) : disk.get(key)) };
  const services = createServices(config, database, { storage });
  return { app: createApp(services, { clientDir }), services };
}

let main: { app: App; services: Services };
let token: string;
let qrId: string;
let qrSvgPath: string;

async function call(app: App, method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Response> {
  return app.fetch(
    new Request(`http://formqr.test${url}`, {
      method,
      headers: { ...(body === undefined ? {} : { "content-type": "application/json" }), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  );
}

async function graphql(query: string, variables: Json = {}): Promise<Json> {
  return (await (await call(main.app, "POST", "/graphql", { query, variables })).json()) as Json;
}

async function setEmbedding(allowEmbedding: boolean, id = qrId): Promise<void> {
  const result = await graphql(
    `mutation ($input: UpdateFormInput!) { updateForm(input: $input) { __typename ... on FormSuccess { form { allowEmbedding } } } }`,
    { input: { qrId: id, settings: { allowEmbedding } } },
  );
  expect(result.data.updateForm).toEqual({ __typename: "FormSuccess", form: { allowEmbedding } });
}

/** The directives of a Content-Security-Policy header, by name. */
function directives(res: Response): Map<string, string[]> {
  const header = res.headers.get("content-security-policy") ?? "";
  return new Map(
    header
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function nonceOf(res: Response): string {
  const script = directives(res).get("script-src") ?? [];
  const nonce = script.find((value) => value.startsWith("'nonce-"))?.slice(7, -1);
  if (!nonce) throw new Error(`no nonce in ${res.headers.get("content-security-policy")}`);
  return nonce;
}

beforeAll(async () => {
  database = await openTestDatabase();
  clientDir = writeClientDir();
  main = appWith();
  const registered = (await (await call(main.app, "POST", "/api/users/register", { name: "Ada", email: "ada@example.com", password: "long-enough-pw" })).json()) as Json;
  token = registered.data.token;
  const created = (await (await call(main.app, "POST", "/api/campaign", { title: "Embedded survey" })).json()) as Json;
  qrId = created.qrId;
  qrSvgPath = new URL(created.data.svgImage).pathname;
}, 60_000);

afterAll(async () => {
  await database.close();
  for (const dir of [clientDir, ...dataDirs]) fs.rmSync(dir, { recursive: true, force: true });
});

describe("headers on every response", () => {
  const kinds: [string, () => [string, string, unknown?, Record<string, string>?], number][] = [
    ["the app's page", () => ["GET", "/"], 200],
    ["a client route", () => ["GET", "/form"], 200],
    ["a client route under a language", () => ["GET", "/ja/templates"], 200],
    // Not pages of the app: the app's 404 page, still from memory with its nonce.
    ["index.html asked for by name", () => ["GET", "/index.html"], 404],
    ["public.html asked for by name", () => ["GET", "/public.html"], 404],
    ["a public form page", () => ["GET", `/${qrId}`], 200],
    ["a public form page under a language", () => ["GET", `/de/${qrId}`], 200],
    ["a built asset", () => ["GET", "/assets/index.js"], 200],
    ["a static file", () => ["GET", "/favicon.svg"], 200],
    ["GraphQL", () => ["POST", "/graphql", { query: "{ __typename }" }], 200],
    ["a REST call", () => ["GET", "/api/users/"], 200],
    ["a REST failure", () => ["GET", "/api/form-response/get/nope"], 404],
    ["malformed input", () => ["POST", "/api/campaign", "{nope"], 400],
    ["a NUL in the address", () => ["GET", "/api/users/%00"], 400],
    ["an unknown address", () => ["POST", "/api/nothing-here", {}], 404],
    ["a stored QR code", () => ["GET", qrSvgPath], 200],
    ["a missing file", () => ["GET", "/files/qr/none.svg"], 404],
    ["a short link", () => ["GET", "/s/nope123"], 404],
    ["an unexpected error", () => ["GET", "/files/broken/x.png"], 500],
    ["the sitemap", () => ["GET", "/sitemap.xml"], 200],
  ];

  it.each(kinds)("%s", async (_name, request, status) => {
    const [method, url, body, headers] = request();
    const errors = jest.spyOn(console, "error").mockImplementation(() => {});
    const res =
      body === "{nope"
        ? await main.app.fetch(new Request(`http://formqr.test${url}`, { method, headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: "{nope" }))
        : await call(main.app, method, url, body, headers);
    errors.mockRestore();
    expect(res.status).toBe(status);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(res.headers.get("strict-transport-security")).toBeNull();
    const csp = directives(res);
    expect(csp.get("frame-ancestors") ?? csp.get("default-src")).toBeDefined();
    if (!url.startsWith("/files/") || status !== 200) {
      // The app's own policy (stored files keep their stricter one, below).
      expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      expect(csp.get("object-src")).toEqual(["'none'"]);
      expect(csp.get("base-uri")).toEqual(["'none'"]);
      expect(csp.get("form-action")).toEqual(["'self'"]);
      expect(csp.get("script-src")).toEqual([expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/), "'strict-dynamic'"]);
    }
  });

  it("stored public files keep their sandboxing policy and stay loadable from other sites", async () => {
    const res = await call(main.app, "GET", qrSvgPath);
    expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
    expect(res.headers.get("access-control-allow-origin")).toBe("*");
    expect(directives(res).get("default-src")).toEqual(["'none'"]);
    expect(directives(res).has("script-src")).toBe(false);
    // Everything else of the app stays same-origin.
    expect((await call(main.app, "GET", "/assets/index.js")).headers.get("cross-origin-resource-policy")).toBe("same-origin");
  });
});

describe("the pages' script nonce", () => {
  it.each([
    ["/", () => "/"],
    ["/login", () => "/login"],
    ["/index.html", () => "/index.html"],
    ["/public.html", () => "/public.html"],
    ["a public form", () => `/${qrId}`],
    ["a public form under a language", () => `/de/${qrId}`],
  ])("every script of %s carries the response's nonce, a new one each time", async (_page, address) => {
    const url = address();
    const first = await call(main.app, "GET", url);
    const second = await call(main.app, "GET", url);
    const nonces: string[] = [];
    for (const res of [first, second]) {
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      expect(res.headers.get("cache-control")).toBe("private, no-cache");
      const html = await res.text();
      const nonce = nonceOf(res);
      nonces.push(nonce);
      expect(html).not.toContain(CSP_NONCE_PLACEHOLDER);
      const scripts = html.match(/<script\b[^>]*>/g) ?? [];
      expect(scripts.length).toBeGreaterThan(0);
      for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
      // The client reads it from here for the scripts it adds (Vite's preloads, trackers).
      expect(html).toContain(`<meta property="csp-nonce" nonce="${nonce}">`);
      expect(html).toContain(`<link rel="modulepreload" crossorigin href="/assets/react.js" nonce="${nonce}">`);
    }
    expect(nonces[0]).not.toBe(nonces[1]);
  });

  it("refuses a client build whose pages have a script without the nonce placeholder", () => {
    const stale = fs.mkdtempSync(path.join(os.tmpdir(), "formqr-client-"));
    fs.writeFileSync(path.join(stale, "index.html"), `<html><head><script type="module" src="/assets/index.js"></script></head></html>`);
    try {
      expect(() => createApp(main.services, { clientDir: stale })).toThrow(/index\.html has a script without the CSP nonce placeholder/);
    } finally {
      fs.rmSync(stale, { recursive: true, force: true });
    }
  });

  it("GraphiQL (outside production) runs under the policy too: its scripts get the nonce", async () => {
    const res = await call(main.app, "GET", "/graphql", undefined, { accept: "text/html" });
    expect(res.status).toBe(200);
    const html = await res.text();
    const nonce = nonceOf(res);
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
  });
});

describe("per-form embedding", () => {
  it("is off by default: the public page may not be framed", async () => {
    const res = await call(main.app, "GET", `/${qrId}`);
    expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
    expect((await graphql(`query ($q: String!) { form(qrId: $q) { allowEmbedding } }`, { q: qrId })).data.form).toEqual({ allowEmbedding: false });
  });

  it("an embeddable form's page allows any site to frame it; the app and other forms still refuse", async () => {
    const other = ((await (await call(main.app, "POST", "/api/campaign", { title: "Not embedded" })).json()) as Json).qrId as string;
    await setEmbedding(true);
    for (const url of [`/${qrId}`, `/fr/${qrId}`]) {
      const res = await call(main.app, "GET", url);
      expect(directives(res).get("frame-ancestors")).toEqual(["*"]);
      expect(res.headers.get("x-frame-options")).toBeNull();
      expect(res.headers.get("cross-origin-resource-policy")).toBe("cross-origin");
      // Everything else of the policy stays.
      expect(directives(res).get("object-src")).toEqual(["'none'"]);
      expect(directives(res).get("script-src")).toEqual([`'nonce-${nonceOf(res)}'`, "'strict-dynamic'"]);
    }
    for (const url of [`/${other}`, "/", "/form", `/api/campaign/getqr/?qrId=${qrId}`]) {
      const res = await call(main.app, "GET", url);
      expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
      expect(res.headers.get("x-frame-options")).toBe("DENY");
    }
    await setEmbedding(false);
    const res = await call(main.app, "GET", `/${qrId}`);
    expect(directives(res).get("frame-ancestors")).toEqual(["'none'"]);
    expect(res.headers.get("x-frame-options")).toBe("DENY");
  });

  it("travels through the REST shim: campaign create/edit take it, getqr data tells it", async () => {
    const created = (await (await call(main.app, "POST", "/api/campaign", { title: "Via REST", allowEmbedding: true })).json()) as Json;
    const getqr = async (id: string) => ((await (await call(main.app, "GET", `/api/campaign/getqr/?qrId=${id}`)).json()) as Json).data.allowEmbedding;
    expect(await getqr(created.qrId)).toBe(true);
    expect(directives(await call(main.app, "GET", `/${created.qrId}`)).get("frame-ancestors")).toEqual(["*"]);
    expect((await call(main.app, "POST", `/api/campaign/edit/${created.qrId}`, { allowEmbedding: false })).status).toBe(200);
    expect(await getqr(created.qrId)).toBe(false);
    const bad = await call(main.app, "POST", `/api/campaign/edit/${created.qrId}`, { allowEmbedding: "yes" });
    expect(bad.status).toBe(400);
  });
});

describe("trackers and sign-in in the policy", () => {
  it("a form's public page lets only its own trackers send data", async () => {
    const plain = directives(await call(main.app, "GET", `/${qrId}`));
    expect(plain.get("connect-src")).toEqual(["'self'", "http://formqr.test"]);
    const tracked = ((await (await call(main.app, "POST", "/api/campaign", { title: "Tracked", googleGA4Id: "G-ABC12345", fbPixelID: "123456789" })).json()) as Json).qrId;
    const csp = directives(await call(main.app, "GET", `/${tracked}`));
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["https://*.google-analytics.com", "https://www.facebook.com"]));
    expect(csp.get("img-src")).toEqual(expect.arrayContaining(["'self'", "data:", "blob:", "https://*.google-analytics.com", "https://www.facebook.com"]));
  });

  it("the app's pages allow the site's configured trackers and Google sign-in", async () => {
    expect(directives(await call(main.app, "GET", "/login")).get("frame-src")).toEqual(["'none'"]);
    const { app } = appWith({ SITE_GTM_ID: "GTM-ABC1234", GOOGLE_CLIENT_ID: "client.apps.googleusercontent.com" });
    const csp = directives(await call(app, "GET", "/login"));
    expect(csp.get("connect-src")).toEqual(expect.arrayContaining(["https://*.googletagmanager.com", "https://accounts.google.com/gsi/"]));
    expect(csp.get("connect-src")).not.toContain("https://www.facebook.com");
    expect(csp.get("frame-src")).toEqual(["https://accounts.google.com/gsi/"]);
    expect(csp.get("style-src")).toEqual(["'self'", "https://accounts.google.com/gsi/style"]);
  });
});

describe("HTTPS", () => {
  it("sends HSTS and upgrades insecure requests only when PUBLIC_URL is https", async () => {
    const { app } = appWith({ PUBLIC_URL: "https://forms.example.com" });
    for (const url of ["/", "/api/users/", `/${qrId}`, "/files/qr/none.svg"]) {
      const res = await call(app, "GET", url);
      expect(res.headers.get("strict-transport-security")).toBe("max-age=31536000; includeSubDomains");
      expect(directives(res).has("upgrade-insecure-requests")).toBe(true);
    }
    const plain = await call(main.app, "GET", "/");
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(directives(plain).has("upgrade-insecure-requests")).toBe(false);
  });

  it("marks the session cookies Secure behind https", async () => {
    const { app } = appWith({ PUBLIC_URL: "https://forms.example.com" });
    const res = await app.fetch(
      new Request("http://formqr.test/api/users/login", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ email: "ada@example.com", password: "long-enough-pw" }),
      }),
    );
    expect(res.status).toBe(200);
    const cookies = res.headers.getSetCookie();
    expect(cookies.length).toBeGreaterThan(0);
    for (const cookie of cookies) expect(cookie).toMatch(/;\s*Secure/i);
  });
});
