import { jest } from "@jest/globals";
import { createApp } from "../app.ts";
import { loadConfig } from "../config.ts";
import type { Database } from "../db/database.ts";
import { createServices } from "../services.ts";
import { openTestDatabase } from "../testing/testServer.ts";
import { REQUEST_ID_HEADER } from "./requestId.ts";

let database: Database;
let app: ReturnType<typeof createApp>;
const logLines: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  const config = loadConfig({ DATA_DIR: "/tmp/formqr-request-id-test", JWT_SECRET: "request-id-test-secret-012345", GOOGLE_CLIENT_ID: "test.apps.googleusercontent.com" });
  // Google is outside the machine: a test double that fails the way an outage would.
  const google = { verify: async () => Promise.reject(new Error("connect ECONNREFUSED accounts.google.com (test double)")) };
  app = createApp(createServices(config, database, { google }), { log: (line) => logLines.push(line) });
});
afterAll(() => database.close());

const post = (path: string, body: unknown) =>
  app.fetch(new Request(`http://formqr.test${path}`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) }));

describe("request ids", () => {
  it("every response carries a fresh x-request-id, and the request log line names it", async () => {
    const responses = [
      await post("/graphql", { query: "{ __typename }" }),
      await app.fetch(new Request("http://formqr.test/api/users/")),
      await app.fetch(new Request("http://formqr.test/api/no-such-route")),
      await app.fetch(new Request("http://formqr.test/graphql", { method: "OPTIONS" })),
    ];
    const ids = responses.map((res) => res.headers.get(REQUEST_ID_HEADER));
    for (const id of ids) expect(id).toMatch(/^[0-9a-f-]{36}$/);
    expect(new Set(ids).size).toBe(ids.length);
    expect(logLines.at(-3)).toMatch(new RegExp(`^GET /api/users/? 401 \\d+ms ${ids[1]}$`));
  });

  it("a masked GraphQL error is logged with the request id; the client still sees only 'Unexpected error.'", async () => {
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await post("/graphql", { query: `mutation { signInWithGoogle(input: { tokenId: "x" }) { __typename } }` });
      const body = (await res.json()) as { errors: { message: string; extensions?: Record<string, unknown> }[] };
      expect(body.errors[0]!.message).toBe("Unexpected error.");
      expect(JSON.stringify(body)).not.toMatch(/ECONNREFUSED/);
      const requestId = res.headers.get(REQUEST_ID_HEADER)!;
      const logged = errorLog.mock.calls.find(([line]) => String(line).includes(requestId));
      expect(logged?.[0]).toBe(`[${requestId}] GraphQL error at signInWithGoogle`);
      expect(String(logged?.[1])).toMatch(/ECONNREFUSED/);
    } finally {
      errorLog.mockRestore();
    }
  });

  it("a REST 500 is logged with the request id too", async () => {
    const errorLog = jest.spyOn(console, "error").mockImplementation(() => undefined);
    try {
      const res = await post("/api/users/oauth", { tokenId: "x" });
      expect(res.status).toBe(500);
      const requestId = res.headers.get(REQUEST_ID_HEADER)!;
      expect(errorLog.mock.calls.some(([line, error]) => line === `[${requestId}]` && /ECONNREFUSED/.test(String(error)))).toBe(true);
    } finally {
      errorLog.mockRestore();
    }
  });
});
