import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { catalogueLocale, localeDirection } from "./publicCatalogue.ts";
import {
  buildSubmissionBody, createSubmitKeys, getqrUrl, newIdempotencyKey, qrIdFromPath, readLoadResponse, readSubmitResponse, submitAnswers, submitUrl, takeScan,
} from "./publicApi.ts";
import { uploadUrl } from "./uploadAnswerFile.ts";

const fields = {
  "1700000000000_1": { name: "QRFieldTitle", displayName: "Title", option: { label: "Welcome", required: false }, data: "" },
  "1700000000000_2": { name: "QRFieldShortText", displayName: "Short text", option: { label: "Your name", required: true }, data: "" },
  "1700000000000_3": { name: "QRFieldName", displayName: "Name", option: { label: "", required: false }, data: { firstName: "", lastName: "" } },
} as TFormFields;

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

describe("request building", () => {
  it("reads the qrId of the page path", () => {
    expect(qrIdFromPath("/Ab3dEf9hJk")).toBe("Ab3dEf9hJk");
    expect(qrIdFromPath("/Ab3dEf9hJk/")).toBe("Ab3dEf9hJk");
    expect(qrIdFromPath("/ja/Ab3dEf9hJk")).toBe("Ab3dEf9hJk");
    expect(qrIdFromPath("/zh-tw/Ab3dEf9hJk/")).toBe("Ab3dEf9hJk");
    expect(qrIdFromPath("/")).toBeNull();
    expect(qrIdFromPath("/form/Ab3dEf9hJk")).toBeNull();
  });

  it("asks getqr to count a scan only when told", () => {
    expect(getqrUrl("Ab3dEf9hJk", true)).toBe("/api/campaign/getqr/?qrId=Ab3dEf9hJk&scan=1");
    expect(getqrUrl("Ab3dEf9hJk", false)).toBe("/api/campaign/getqr/?qrId=Ab3dEf9hJk");
    expect(uploadUrl("Ab3dEf9hJk", "picture")).toBe("/api/submission/uploads/Ab3dEf9hJk/?cat=picture");
    expect(submitUrl("Ab3dEf9hJk")).toBe("/api/submission/create/Ab3dEf9hJk");
  });

  it("sends one entry per answerable field with component, name, data, label and option", () => {
    const body = buildSubmissionBody(fields, { "1700000000000_2": "Ada", "1700000000000_3": { firstName: "Ada", lastName: "Lovelace" } }, null);
    expect(body).toEqual({
      data: {
        "1700000000000_2": { component: "QRFieldShortText", name: "QRFieldShortText", data: "Ada", label: "Your name", option: { label: "Your name", required: true } },
        "1700000000000_3": {
          component: "QRFieldName",
          name: "QRFieldName",
          data: { firstName: "Ada", lastName: "Lovelace" },
          label: "Name",
          option: { label: "", required: false },
        },
      },
    });
    expect(Object.keys(body.data)).not.toContain("1700000000000_1");
  });

  it("adds the password of a locked form", () => {
    expect(buildSubmissionBody(fields, {}, "s3cret")).toMatchObject({ password: "s3cret" });
    expect(buildSubmissionBody(fields, {}, null)).not.toHaveProperty("password");
  });

  it("counts a scan once per session and form", () => {
    const store = new Map<string, string>();
    const storage = { getItem: (key: string) => store.get(key) ?? null, setItem: (key: string, value: string) => void store.set(key, value) };
    expect(takeScan(storage, "Ab3dEf9hJk")).toBe(true);
    expect(takeScan(storage, "Ab3dEf9hJk")).toBe(false);
    expect(takeScan(storage, "Zz3dEf9hJk")).toBe(true);
    expect(takeScan(null, "Ab3dEf9hJk")).toBe(true);
  });
});

describe("responses", () => {
  const form = { qrId: "Ab3dEf9hJk", title: "T", fields, lock: { active: false } };

  it("reads getqr", async () => {
    expect(await readLoadResponse(json(200, { status: "success", data: form, expiredBy: null }), false)).toEqual({ kind: "form", form });
    expect(await readLoadResponse(json(200, { status: "success", data: { ...form, fields: {}, lock: { active: true } } }), false)).toMatchObject({ kind: "locked" });
    expect(await readLoadResponse(json(200, { status: "success", data: { ...form, lock: { active: true } } }), true)).toMatchObject({ kind: "form" });
    expect(await readLoadResponse(json(401, { status: "error", message: "Wrong password" }), true)).toEqual({ kind: "wrongPassword" });
    expect(await readLoadResponse(json(429, { status: "error", message: "Too many attempts. Try again in 9 minutes." }), true)).toEqual({ kind: "tooMany" });
    expect(await readLoadResponse(json(410, { status: "error", expiredBy: "ip" }), false)).toEqual({ kind: "closed", expiredBy: "ip" });
    expect(await readLoadResponse(json(410, { status: "error", expiredBy: "??" }), false)).toEqual({ kind: "closed", expiredBy: "inactive" });
    expect(await readLoadResponse(json(404, { status: "error" }), false)).toEqual({ kind: "notFound" });
    expect(await readLoadResponse(new Response("<html>", { status: 502 }), false)).toEqual({ kind: "failed" });
  });

  it("reads create-submission", async () => {
    expect(await readSubmitResponse(json(201, { status: "success", data: { _id: "s1" } }))).toEqual({ kind: "sent", submissionId: "s1" });
    expect(await readSubmitResponse(json(400, { status: "error", message: "Invalid", errors: { "1700000000000_2": "This field is required" } }))).toEqual({
      kind: "invalid",
      message: "Invalid",
      errors: { "1700000000000_2": "This field is required" },
    });
    expect(await readSubmitResponse(json(410, { status: "error", expiredBy: "scans" }))).toEqual({ kind: "closed", expiredBy: "scans" });
    expect(await readSubmitResponse(json(401, { status: "error" }))).toEqual({ kind: "wrongPassword" });
    expect(await readSubmitResponse(json(429, { status: "error", message: "Too many attempts. Try again in 9 minutes." }))).toEqual({ kind: "tooMany" });
    expect(await readSubmitResponse(json(500, { status: "error", message: "Something went wrong" }))).toEqual({ kind: "failed", message: "Something went wrong" });
  });
});

describe("idempotent submits", () => {
  it("keeps one key for the retries of one answer until it is stored; a changed answer gets a new one", () => {
    let n = 0;
    const keys = createSubmitKeys(() => `key-${++n}`);
    const answer = JSON.stringify(buildSubmissionBody(fields, { "1700000000000_2": "Ada" }, null));
    const changed = JSON.stringify(buildSubmissionBody(fields, { "1700000000000_2": "Ada L." }, null));
    expect(keys.keyFor(answer)).toBe("key-1");
    expect(keys.keyFor(answer)).toBe("key-1");
    expect(keys.keyFor(changed)).toBe("key-2");
    keys.done();
    expect(keys.keyFor(changed)).toBe("key-3");
  });

  it("makes random keys of 32 hex digits", () => {
    const a = newIdempotencyKey();
    expect(a).toMatch(/^[0-9a-f]{32}$/);
    expect(newIdempotencyKey()).not.toBe(a);
  });

  it("sends the key as the Idempotency-Key header", async () => {
    const seen: Headers[] = [];
    const realFetch = globalThis.fetch;
    globalThis.fetch = (async (_url: RequestInfo | URL, init?: RequestInit) => {
      seen.push(new Headers(init?.headers));
      return json(201, { status: "success", data: { _id: "s1" } });
    }) as typeof fetch;
    try {
      expect(await submitAnswers("Ab3dEf9hJk", { data: {} }, "k-123")).toEqual({ kind: "sent", submissionId: "s1" });
    } finally {
      globalThis.fetch = realFetch;
    }
    expect(seen[0]?.get("idempotency-key")).toBe("k-123");
  });
});

describe("locale", () => {
  it("picks a catalogue only for a locale that has one", () => {
    expect(catalogueLocale("en", [])).toBeNull();
    expect(catalogueLocale("pt-BR", ["pt"])).toBe("pt");
    expect(catalogueLocale("de", ["de", "fr"])).toBe("de");
    expect(catalogueLocale(null, ["de"])).toBeNull();
  });

  it("writes Arabic and Urdu right to left", () => {
    expect(localeDirection("ar")).toBe("rtl");
    expect(localeDirection("ur")).toBe("rtl");
    expect(localeDirection("en")).toBe("ltr");
    expect(localeDirection(undefined)).toBe("ltr");
  });
});
