import sharp from "sharp";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import { createServices } from "../services.ts";
import { startTestServer, type TestServer } from "../testing/testServer.ts";
import { CROSS_ORIGIN_REFUSED, CSRF_HEADER, JSON_BODY_REQUIRED } from "./originPolicy.ts";

type Json = Record<string, any>;

const EVIL = "http://evil.test";
const OWN = "http://formqr.test"; // PUBLIC_URL of startTestServer
const ALLOWED = "http://partner.test";
const CREATE_FORM = `mutation { createForm(input: { settings: { title: "Planted" } }) { __typename } }`;

let server: TestServer;
let token: string;
let ownerId: string;

async function send(path: string, init: RequestInit & { headers?: Record<string, string> } = {}) {
  const res = await fetch(`${server.url}${path}`, { method: "POST", ...init });
  const text = await res.text();
  let body: Json | null = null;
  try {
    body = JSON.parse(text) as Json;
  } catch {
    // not JSON (e.g. a 204 preflight)
  }
  return { status: res.status, headers: res.headers, body };
}

const cookie = () => ({ cookie: `token=${token}` });
const json = (value: unknown) => JSON.stringify(value);
const formCount = () => server.services.prisma.form.count({ where: { ownerId } });

beforeAll(async () => {
  server = await startTestServer({}, { CORS_ORIGINS: ALLOWED });
  const res = await send("/api/users/register", {
    headers: { "content-type": "application/json" },
    body: json({ name: "Owner", email: "owner@example.com", password: "long-enough-pw" }),
  });
  token = res.body!.data.token;
  ownerId = (await server.services.prisma.user.findUniqueOrThrow({ where: { email: "owner@example.com" } })).id;
});
afterAll(() => server.close());

describe("CSRF: writes the browser authenticates with the token cookie", () => {
  it("a cross-origin form post to /graphql with the cookie is refused (403) and creates nothing", async () => {
    const before = await formCount();
    const res = await send("/graphql", {
      headers: { ...cookie(), origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: CREATE_FORM }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ errors: [{ message: CROSS_ORIGIN_REFUSED }] });
    expect(await formCount()).toBe(before);
  });

  it("a cross-origin form post to a REST write with the cookie is refused (403) and creates nothing", async () => {
    const before = await formCount();
    const res = await send("/api/campaign", {
      headers: { ...cookie(), origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ title: "Planted" }).toString(),
    });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ status: "error", message: CROSS_ORIGIN_REFUSED });
    expect(await formCount()).toBe(before);
  });

  it("without Origin, Sec-Fetch-Site: cross-site is refused the same way", async () => {
    const res = await send("/api/campaign", {
      headers: { ...cookie(), "sec-fetch-site": "cross-site", "content-type": "application/json" },
      body: json({ title: "Planted" }),
    });
    expect(res.status).toBe(403);
    expect(res.body?.message).toBe(CROSS_ORIGIN_REFUSED);
  });

  it("JSON sent as text/plain (a request no preflight guards) is refused with 415, even from our own origin", async () => {
    const before = await formCount();
    const rest = await send("/api/campaign", { headers: { ...cookie(), origin: OWN, "content-type": "text/plain" }, body: json({ title: "Planted" }) });
    expect(rest.status).toBe(415);
    expect(rest.body).toEqual({ status: "error", message: JSON_BODY_REQUIRED });
    const graphql = await send("/graphql", { headers: { ...cookie(), "content-type": "text/plain" }, body: json({ query: CREATE_FORM }) });
    expect(graphql.status).toBe(415);
    expect(graphql.body).toEqual({ errors: [{ message: JSON_BODY_REQUIRED }] });
    const formPost = await send("/graphql", {
      headers: { ...cookie(), origin: OWN, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: CREATE_FORM }).toString(),
    });
    expect(formPost.status).toBe(415);
    expect(await formCount()).toBe(before);
  });

  it("the same requests with a bearer token still work (a browser never adds it by itself)", async () => {
    const bearer = { authorization: `Bearer ${token}`, origin: EVIL };
    const graphql = await send("/graphql", {
      headers: { ...bearer, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ query: CREATE_FORM }).toString(),
    });
    expect(graphql.body?.data?.createForm.__typename).toBe("FormSuccess");
    const rest = await send("/api/campaign", { headers: { ...bearer, "content-type": "text/plain" }, body: json({ title: "By bearer" }) });
    expect(rest.status).toBe(201);
  });

  it("same-origin cookie requests with JSON work: PUBLIC_URL's origin, the request's own origin, or no Origin at all", async () => {
    for (const origin of [OWN, server.url, undefined]) {
      const headers = { ...cookie(), "content-type": "application/json", ...(origin ? { origin } : {}) };
      const graphql = await send("/graphql", { headers, body: json({ query: CREATE_FORM }) });
      expect(graphql.body?.data?.createForm.__typename).toBe("FormSuccess");
      const rest = await send("/api/campaign", { headers: { ...headers, "sec-fetch-site": "same-origin" }, body: json({ title: "Mine" }) });
      expect(rest.status).toBe(201);
    }
    // A cookie-authenticated write without a body (nothing to forge) passes too.
    const { qrId } = (await send("/api/campaign", { headers: { ...cookie(), origin: OWN, "content-type": "application/json" }, body: json({ title: "Doomed" }) })).body!;
    const deleted = await send(`/api/campaign/delete/${qrId}`, { method: "DELETE", headers: { ...cookie(), origin: OWN } });
    expect(deleted.status).toBe(200);
  });

  it("a GraphQL multipart upload with the cookie needs Yoga's CSRF header", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#123456" } }).png().toBuffer();
    const upload = (headers: Record<string, string>) => {
      const form = new FormData();
      const query = `mutation ($input: UploadFileInput!) { uploadFile(input: $input) { __typename } }`;
      form.append("operations", json({ query, variables: { input: { category: "LOGO", file: null } } }));
      form.append("map", json({ 0: ["variables.input.file"] }));
      form.append("0", new File([png], "logo.png", { type: "image/png" }));
      return send("/graphql", { headers: { ...cookie(), connection: "close", ...headers }, body: form });
    };
    const without = await upload({ origin: OWN });
    expect(without.status).toBe(403);
    expect(await server.services.prisma.uploadedFile.count({ where: { ownerId } })).toBe(0);
    const foreign = await upload({ origin: EVIL, [CSRF_HEADER]: "1" });
    expect(foreign.status).toBe(403);
    const ok = await upload({ origin: OWN, [CSRF_HEADER]: "1" });
    expect(ok.body?.data?.uploadFile.__typename).toBe("UploadFileSuccess");
  });
});

describe("login CSRF: session-starting calls from a foreign origin, even anonymous", () => {
  it("REST login, register and forgot are refused from a foreign origin", async () => {
    for (const [path, body] of [
      ["/api/users/login", { email: "owner@example.com", password: "long-enough-pw" }],
      ["/api/users/register", { name: "Mallory", email: "mallory@example.com", password: "long-enough-pw" }],
      ["/api/users/forgot", { email: "owner@example.com" }],
    ] as const) {
      const res = await send(path, { headers: { origin: EVIL, "content-type": "application/json" }, body: json(body) });
      expect({ path, status: res.status, message: res.body?.message }).toEqual({ path, status: 403, message: CROSS_ORIGIN_REFUSED });
      expect(res.headers.getSetCookie()).toEqual([]);
    }
    expect(await server.services.prisma.user.count({ where: { email: "mallory@example.com" } })).toBe(0);
  });

  it("the GraphQL login mutation is refused from a foreign origin, also inside a fragment; from ours it works", async () => {
    const login = `mutation ($input: LoginInput!) { ...Start } fragment Start on Mutation { login(input: $input) { __typename } }`;
    const variables = { input: { email: "owner@example.com", password: "long-enough-pw" } };
    const foreign = await send("/graphql", { headers: { origin: EVIL, "content-type": "application/json" }, body: json({ query: login, variables }) });
    expect(foreign.status).toBe(403);
    expect(foreign.body?.errors?.[0]?.message).toBe(CROSS_ORIGIN_REFUSED);
    expect(foreign.body?.data).toBeUndefined();
    const own = await send("/graphql", { headers: { origin: OWN, "content-type": "application/json" }, body: json({ query: login, variables }) });
    expect(own.body?.data?.login.__typename).toBe("AuthSuccess");
  });

  it("anonymous writes that start no session stay open to other origins (e.g. a newsletter sign-up)", async () => {
    const res = await send("/api/contact/newsletter", { headers: { origin: EVIL, "content-type": "application/json" }, body: json({ email: "reader@example.com" }) });
    expect(res.status).not.toBe(403);
  });
});

describe("CORS: none unless CORS_ORIGINS allows the origin", () => {
  it("a foreign origin's credentialed preflight and request get no Access-Control-Allow-Origin", async () => {
    for (const path of ["/graphql", "/api/campaign"]) {
      const preflight = await send(path, {
        method: "OPTIONS",
        headers: { origin: EVIL, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
      });
      expect(preflight.headers.get("access-control-allow-origin")).toBeNull();
    }
    const read = await send("/graphql", { headers: { ...cookie(), origin: EVIL, "content-type": "application/json" }, body: json({ query: "{ viewer { email } }" }) });
    expect(read.headers.get("access-control-allow-origin")).toBeNull();
    const rest = await send("/api/users/", { method: "GET", headers: { ...cookie(), origin: EVIL } });
    expect(rest.headers.get("access-control-allow-origin")).toBeNull();
  });

  it("an allow-listed origin gets credentialed CORS and may write with the cookie", async () => {
    const preflight = await send("/graphql", {
      method: "OPTIONS",
      headers: { origin: ALLOWED, "access-control-request-method": "POST", "access-control-request-headers": "content-type" },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(preflight.headers.get("access-control-allow-credentials")).toBe("true");
    const write = await send("/graphql", { headers: { ...cookie(), origin: ALLOWED, "content-type": "application/json" }, body: json({ query: CREATE_FORM }) });
    expect(write.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(write.body?.data?.createForm.__typename).toBe("FormSuccess");
    const rest = await send("/api/users/", { method: "GET", headers: { ...cookie(), origin: ALLOWED } });
    expect(rest.headers.get("access-control-allow-origin")).toBe(ALLOWED);
    expect(rest.body?.user?.email).toBe("owner@example.com");
  });

  it("without CORS_ORIGINS no CORS header is sent at all, even to our own origin", async () => {
    const config = loadConfig({ DATA_DIR: server.dataDir, PUBLIC_URL: OWN });
    const app = createApp(createServices(config, server.database));
    for (const origin of [OWN, ALLOWED, EVIL]) {
      const res = await app.fetch(new Request(`${OWN}/graphql`, { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST" } }));
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });
});
