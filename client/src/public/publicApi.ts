// The visitor-facing REST calls of the public form page (CONTRACT.md §4, issue 4): plain fetch and
// XMLHttpRequest, no Relay. The request builders are pure so they can be unit tested.
import type { TFormFields } from "../../../shared/fields/formFields.ts";
import { takesAnswer } from "../../../shared/validation/answerValues.ts";

/** Why a form no longer accepts answers (SPEC.md §4). */
export type TExpiredBy = "date" | "scans" | "ip" | "inactive";
const EXPIRED_BY: readonly TExpiredBy[] = ["date", "scans", "ip", "inactive"];

/** The part of getqr's `data` the page uses. */
export interface TPublicForm {
  qrId: string;
  title: string;
  shortText?: string | null;
  locale?: string | null;
  fields: TFormFields;
  appearance?: { headerColor?: string | null; buttonColor?: string | null } | null;
  backgroundType?: string | null;
  backgroundColor1?: string | null;
  backgroundColor2?: string | null;
  backgrounds?: { imageUrl?: string | null } | null;
  logo?: { fileId?: string; fileUrl?: string | null } | null;
  lock?: { active?: boolean } | null;
  googleTagManagerContainerId?: string | null;
  facebookPixel?: string | null;
  googleGA4Id?: string | null;
}

export type TLoadResult =
  | { kind: "form"; form: TPublicForm }
  | { kind: "locked"; form: TPublicForm }
  | { kind: "wrongPassword" }
  /** 429: too many wrong passwords (or requests) from this address for now. */
  | { kind: "tooMany" }
  | { kind: "closed"; expiredBy: TExpiredBy }
  | { kind: "notFound" }
  | { kind: "failed" };

export type TSubmitResult =
  | { kind: "sent"; submissionId: string }
  | { kind: "invalid"; errors: Record<string, string>; message: string }
  | { kind: "wrongPassword" }
  | { kind: "tooMany" }
  | { kind: "closed"; expiredBy: TExpiredBy }
  | { kind: "notFound" }
  | { kind: "failed"; message?: string };

/** One answer as the server stores it (SPEC.md §3 "Submission"). */
export interface TSubmittedAnswer {
  component: string;
  name: string;
  data: unknown;
  label: string;
  option: TFormFields[string]["option"];
}

export const PASSWORD_HEADER = "x-form-password";
/** CONTRACT.md §4: a retry with the same key returns the first answer's id and stores nothing new. */
export const IDEMPOTENCY_HEADER = "idempotency-key";

/** The qrId of a public page path: its last segment ("/Ab3dEf9hJk", "/ja/Ab3dEf9hJk/"), after an optional language prefix. */
export function qrIdFromPath(pathname: string): string | null {
  const match = /^(?:\/[a-z]{2}(?:-[a-z]{2})?)?\/([^/]+)\/?$/.exec(pathname);
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** GET /api/campaign/getqr/; scan=1 only when this load counts as a visit. */
export function getqrUrl(qrId: string, countScan: boolean): string {
  const query = new URLSearchParams({ qrId });
  if (countScan) query.set("scan", "1");
  return `/api/campaign/getqr/?${query.toString()}`;
}

export function submitUrl(qrId: string): string {
  return `/api/submission/create/${encodeURIComponent(qrId)}`;
}

/** The answers of the fields that take one, in field order, keyed by field id. */
export function buildSubmissionData(fields: TFormFields, values: Record<string, unknown>): Record<string, TSubmittedAnswer> {
  const data: Record<string, TSubmittedAnswer> = {};
  for (const [fieldId, field] of Object.entries(fields)) {
    if (!takesAnswer(field.name)) continue;
    data[fieldId] = {
      component: field.name,
      name: field.name,
      data: Object.hasOwn(values, fieldId) ? values[fieldId] : field.data,
      label: field.option.label || field.displayName || "",
      option: field.option,
    };
  }
  return data;
}

/** The body of POST /api/submission/create/:qrId; the password only for a locked form. */
export function buildSubmissionBody(fields: TFormFields, values: Record<string, unknown>, password: string | null) {
  const data = buildSubmissionData(fields, values);
  return password === null ? { data } : { data, password };
}

const SCAN_KEY_PREFIX = "formqr:scanned:";

/**
 * Whether this load counts as a scan: the first load of the page in this browser session only,
 * not a retry or a reload. Marks the session at once, so a second call answers false.
 */
export function takeScan(storage: Pick<Storage, "getItem" | "setItem"> | null, qrId: string): boolean {
  if (!storage) return true;
  try {
    if (storage.getItem(SCAN_KEY_PREFIX + qrId)) return false;
    storage.setItem(SCAN_KEY_PREFIX + qrId, "1");
  } catch {
    // Storage disabled (private mode): count it, as the server would without this guard.
  }
  return true;
}

export function sessionStore(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

function expiredByOf(body: unknown): TExpiredBy {
  const value = isRecord(body) ? body.expiredBy : undefined;
  return EXPIRED_BY.find((reason) => reason === value) ?? "inactive";
}

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return null;
  }
}

/** Reads a getqr response into what the page shows. */
export async function readLoadResponse(response: Response, withPassword: boolean): Promise<TLoadResult> {
  const body = await readJson(response);
  if (response.status === 404) return { kind: "notFound" };
  if (response.status === 410) return { kind: "closed", expiredBy: expiredByOf(body) };
  if (response.status === 401) return { kind: "wrongPassword" };
  if (response.status === 429) return { kind: "tooMany" };
  if (!response.ok || !isRecord(body) || !isRecord(body.data)) return { kind: "failed" };
  if (body.expiredBy) return { kind: "closed", expiredBy: expiredByOf(body) };
  const form = body.data as unknown as TPublicForm;
  if (!isRecord(form.fields)) form.fields = {};
  if (form.lock?.active && !withPassword) return { kind: "locked", form };
  return { kind: "form", form };
}

export async function loadForm(qrId: string, options: { countScan: boolean; password?: string | null }): Promise<TLoadResult> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (options.password) headers[PASSWORD_HEADER] = options.password;
  try {
    const response = await fetch(getqrUrl(qrId, options.countScan), { headers, credentials: "same-origin" });
    return await readLoadResponse(response, Boolean(options.password));
  } catch {
    return { kind: "failed" };
  }
}

/** Reads a create-submission response. */
export async function readSubmitResponse(response: Response): Promise<TSubmitResult> {
  const body = await readJson(response);
  const message = isRecord(body) && typeof body.message === "string" ? body.message : undefined;
  if (response.ok) {
    const data = isRecord(body) && isRecord(body.data) ? body.data : {};
    return { kind: "sent", submissionId: typeof data._id === "string" ? data._id : "" };
  }
  if (response.status === 400 && isRecord(body) && isRecord(body.errors)) {
    const errors: Record<string, string> = {};
    for (const [fieldId, text] of Object.entries(body.errors)) if (typeof text === "string") errors[fieldId] = text;
    return { kind: "invalid", errors, message: message ?? "" };
  }
  if (response.status === 401) return { kind: "wrongPassword" };
  if (response.status === 429) return { kind: "tooMany" };
  if (response.status === 410) return { kind: "closed", expiredBy: expiredByOf(body) };
  if (response.status === 404) return { kind: "notFound" };
  return { kind: "failed", message };
}

/** A random idempotency key; getRandomValues also works where randomUUID does not (plain http). */
export function newIdempotencyKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => (byte + 256).toString(16).slice(1)).join("");
}

/**
 * The key of each submit: the same answer keeps its key for every retry until one succeeds
 * (a lost response then stores nothing twice); a changed answer is a new one with a new key.
 */
export function createSubmitKeys(newKey: () => string = () => newIdempotencyKey()) {
  let current: { body: string; key: string } | null = null;
  return {
    keyFor(body: string): string {
      if (current?.body !== body) current = { body, key: newKey() };
      return current.key;
    },
    /** The answer was stored: the next submit is a new answer. */
    done(): void {
      current = null;
    },
  };
}

export async function submitAnswers(qrId: string, body: unknown, idempotencyKey?: string): Promise<TSubmitResult> {
  try {
    const response = await fetch(submitUrl(qrId), {
      method: "POST",
      headers: {
        "content-type": "application/json",
        accept: "application/json",
        ...(idempotencyKey ? { [IDEMPOTENCY_HEADER]: idempotencyKey } : {}),
      },
      credentials: "same-origin",
      body: JSON.stringify(body),
    });
    return await readSubmitResponse(response);
  } catch {
    return { kind: "failed" };
  }
}
