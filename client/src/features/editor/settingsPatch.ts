import { emptyFieldData } from "../../../../shared/fields/fieldKinds.ts";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import type { TFormDraft } from "./formDraft.ts";

export type TDraftKey = keyof TFormDraft;

/** What changed since the last save: whole values, except the QR options (only the changed ones). */
export type TDraftPatch = Partial<Omit<TFormDraft, "qrOptions">> & { qrOptions?: Partial<TQrOptions> };

/** Keys saved together: the expiry is one setting shown as three controls. */
const EXPIRY_KEYS = ["expiryType", "expiryDate", "expiryScans"] as const satisfies readonly TDraftKey[];

const DRAFT_KEYS: readonly TDraftKey[] = [
  "title", "shortText", "locale", "backgroundType", "backgroundColor1", "backgroundColor2", "appearance", "backdrop",
  "logo", "backgroundImage", "previewImage", "fields", "qrOptions", "lock", "googleGTMContainerId", "fbPixelID",
  "googleGA4Id", "allowEmbedding", "active", "notificationPeriod", ...EXPIRY_KEYS,
];

/** Draft values are plain JSON built the same way on both sides, so their JSON text compares them (key order included: it is the field order). */
export function sameValue(a: unknown, b: unknown): boolean {
  return a === b || JSON.stringify(a) === JSON.stringify(b);
}

function diffQrOptions(saved: TQrOptions, draft: TQrOptions): Partial<TQrOptions> {
  const changed: Partial<Record<keyof TQrOptions, unknown>> = {};
  for (const key of Object.keys(draft) as (keyof TQrOptions)[]) {
    if (!sameValue(saved[key], draft[key])) changed[key] = draft[key];
  }
  return changed as Partial<TQrOptions>;
}

/** The autosave's patch: every setting whose value differs from the saved one. */
export function diffDraft(saved: TFormDraft, draft: TFormDraft): TDraftPatch {
  const patch: Record<string, unknown> = {};
  for (const key of DRAFT_KEYS) {
    if (key === "qrOptions") {
      const qr = diffQrOptions(saved.qrOptions, draft.qrOptions);
      if (Object.keys(qr).length > 0) patch.qrOptions = qr;
    } else if (!sameValue(saved[key], draft[key])) {
      patch[key] = draft[key];
    }
  }
  if (EXPIRY_KEYS.some((key) => key in patch)) for (const key of EXPIRY_KEYS) patch[key] = draft[key];
  return patch as TDraftPatch;
}

export function isEmptyPatch(patch: TDraftPatch): boolean {
  return Object.keys(patch).length === 0;
}

/** The saved copy after the server accepted a patch. */
export function applyPatch(saved: TFormDraft, patch: TDraftPatch): TFormDraft {
  const { qrOptions, ...rest } = patch;
  return { ...saved, ...rest, qrOptions: qrOptions ? { ...saved.qrOptions, ...qrOptions } : saved.qrOptions };
}

/** Removes keys from a patch (e.g. the ones the server rejected), keeping the expiry group whole. */
export function omitKeys(patch: TDraftPatch, keys: ReadonlySet<TDraftKey>): TDraftPatch {
  const expiry = EXPIRY_KEYS.some((key) => keys.has(key));
  return Object.fromEntries(
    Object.entries(patch).filter(([key]) => !keys.has(key as TDraftKey) && !(expiry && (EXPIRY_KEYS as readonly string[]).includes(key))),
  ) as TDraftPatch;
}

/**
 * The draft keys a server error path belongs to: "appearance.headerColor" → appearance,
 * "fields.123_1.option.label" → fields, "expireByIP" → the expiry group, "input" → all.
 */
export function draftKeysOfErrorPath(path: string, patch: TDraftPatch): TDraftKey[] {
  const head = path.split(".")[0] ?? "";
  if (head === "expireByIP" || (EXPIRY_KEYS as readonly string[]).includes(head)) return [...EXPIRY_KEYS];
  if ((DRAFT_KEYS as readonly string[]).includes(head)) return [head as TDraftKey];
  return Object.keys(patch) as TDraftKey[];
}

/** The FormSettingsInput of updateForm for a patch (SPEC.md §4: field data reset by type, files as fileId). */
export function toSettingsInput(patch: TDraftPatch): Record<string, unknown> {
  const input: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(patch) as [TDraftKey, unknown][]) {
    switch (key) {
      case "fields":
        input.fields = Object.fromEntries(
          Object.entries(patch.fields ?? {}).map(([id, field]) => [id, { ...field, data: emptyFieldData(field.name) }]),
        );
        break;
      case "logo":
      case "backgroundImage":
      case "previewImage":
        input[key] = (value as TFormDraft["logo"])?.fileId ?? null;
        break;
      case "backdrop":
        input.backdrop = (value as string) || null;
        break;
      case "lock": {
        const lock = value as TFormDraft["lock"];
        input.lock = lock.password ? { active: lock.active, password: lock.password } : { active: lock.active };
        break;
      }
      case "googleGTMContainerId":
      case "fbPixelID":
      case "googleGA4Id":
        input[key] = (value as string).trim();
        break;
      case "expiryType":
      case "expiryDate":
      case "expiryScans":
        break;
      default:
        input[key] = value;
    }
  }
  if (patch.expiryType !== undefined) {
    const type = patch.expiryType;
    const scans = Number.parseInt(patch.expiryScans ?? "", 10);
    input.expiryType = type;
    input.expireByIP = type === "ip";
    input.expiryDate = type === "date" && patch.expiryDate ? `${patch.expiryDate}T00:00:00.000Z` : null;
    // An unparsable count is sent as typed so the server names the problem next to the input.
    input.expiryScans = type === "scans" && patch.expiryScans?.trim() ? (Number.isNaN(scans) ? -1 : scans) : null;
  }
  return input;
}
