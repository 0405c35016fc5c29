import { describe, expect, it } from "@jest/globals";
import { DEFAULT_QR_OPTIONS } from "../../../../shared/qr/qrOptions.ts";
import type { TFormDraft } from "./formDraft.ts";
import { applyPatch, diffDraft, draftKeysOfErrorPath, omitKeys, toSettingsInput } from "./settingsPatch.ts";

const baseDraft: TFormDraft = {
  title: "Survey",
  shortText: "",
  locale: "en",
  backgroundType: "solid",
  backgroundColor1: "0076d7",
  backgroundColor2: "3a74c5",
  appearance: { headerColor: "0076d7", buttonColor: "0076d7" },
  backdrop: "",
  logo: null,
  backgroundImage: null,
  previewImage: null,
  fields: {},
  qrOptions: DEFAULT_QR_OPTIONS,
  lock: { active: false, password: "" },
  googleGTMContainerId: "",
  fbPixelID: "",
  googleGA4Id: "",
  allowEmbedding: false,
  active: true,
  notificationPeriod: "never",
  expiryType: "date",
  expiryDate: "",
  expiryScans: "",
};

describe("diffDraft (the autosave patch)", () => {
  it("is empty when nothing changed", () => {
    expect(diffDraft(baseDraft, { ...baseDraft })).toEqual({});
  });

  it("names only changed settings", () => {
    expect(diffDraft(baseDraft, { ...baseDraft, title: "New", active: false })).toEqual({ title: "New", active: false });
    expect(toSettingsInput(diffDraft(baseDraft, { ...baseDraft, allowEmbedding: true }))).toEqual({ allowEmbedding: true });
  });

  it("sends only the changed QR options", () => {
    const draft = { ...baseDraft, qrOptions: { ...baseDraft.qrOptions, qrData: "pattern2" as const, gradient: true } };
    expect(diffDraft(baseDraft, draft)).toEqual({ qrOptions: { qrData: "pattern2", gradient: true } });
  });

  it("sees a reorder of fields as a change", () => {
    const field = { name: "QRFieldEmail" as const, displayName: "", option: { label: "E", required: false }, data: "" };
    const saved = { ...baseDraft, fields: { "1_1": field, "2_2": field } };
    const draft = { ...baseDraft, fields: { "2_2": field, "1_1": field } };
    expect(Object.keys(diffDraft(saved, draft).fields ?? {})).toEqual(["2_2", "1_1"]);
  });

  it("keeps the expiry settings together", () => {
    expect(diffDraft(baseDraft, { ...baseDraft, expiryScans: "5" })).toEqual({ expiryType: "date", expiryDate: "", expiryScans: "5" });
  });

  it("applyPatch makes the saved copy equal to the draft", () => {
    const draft = { ...baseDraft, title: "X", qrOptions: { ...baseDraft.qrOptions, frame: "frame3" as const } };
    expect(applyPatch(baseDraft, diffDraft(baseDraft, draft))).toEqual(draft);
  });
});

describe("toSettingsInput", () => {
  it("resets field data by type before saving (SPEC.md §4)", () => {
    const input = toSettingsInput({
      fields: {
        "1_1": { name: "QRFieldName", displayName: "", option: { label: "N", required: true }, data: { firstName: "Ada", lastName: "L" } },
        "2_1": { name: "QRFieldCheckbox", displayName: "", option: { label: "C", required: false }, data: ["x"] },
      },
    });
    expect(input.fields).toEqual({
      "1_1": { name: "QRFieldName", displayName: "", option: { label: "N", required: true }, data: { firstName: "", lastName: "" } },
      "2_1": { name: "QRFieldCheckbox", displayName: "", option: { label: "C", required: false }, data: [] },
    });
  });

  it("sends files as their fileId, and null to remove", () => {
    expect(toSettingsInput({ logo: { fileId: "f9", fileUrl: "/files/f9" }, previewImage: null })).toEqual({ logo: "f9", previewImage: null });
  });

  it("sends the lock password only when one was typed", () => {
    expect(toSettingsInput({ lock: { active: true, password: "" } })).toEqual({ lock: { active: true } });
    expect(toSettingsInput({ lock: { active: true, password: "s3cret" } })).toEqual({ lock: { active: true, password: "s3cret" } });
  });

  it("maps the expiry type onto the stored columns", () => {
    expect(toSettingsInput({ expiryType: "date", expiryDate: "2030-01-02", expiryScans: "9" })).toEqual({
      expiryType: "date",
      expireByIP: false,
      expiryDate: "2030-01-02T00:00:00.000Z",
      expiryScans: null,
    });
    expect(toSettingsInput({ expiryType: "scans", expiryDate: "2030-01-02", expiryScans: "25" })).toMatchObject({
      expiryType: "scans",
      expireByIP: false,
      expiryDate: null,
      expiryScans: 25,
    });
    expect(toSettingsInput({ expiryType: "ip", expiryDate: "", expiryScans: "" })).toMatchObject({ expireByIP: true, expiryScans: null, expiryDate: null });
    expect(toSettingsInput({ expiryType: "scans", expiryDate: "", expiryScans: "" })).toMatchObject({ expiryScans: null });
  });

  it("trims tracking ids and sends an empty backdrop as null", () => {
    expect(toSettingsInput({ googleGTMContainerId: " GTM-ABC123 ", backdrop: "" })).toEqual({ googleGTMContainerId: "GTM-ABC123", backdrop: null });
  });
});

describe("server error paths", () => {
  const patch = { title: "x", appearance: baseDraft.appearance, expiryType: "date" as const, expiryDate: "", expiryScans: "" };
  it("map to the draft keys they belong to", () => {
    expect(draftKeysOfErrorPath("appearance.headerColor", patch)).toEqual(["appearance"]);
    expect(draftKeysOfErrorPath("fields.1_1.option.label", patch)).toEqual(["fields"]);
    expect(draftKeysOfErrorPath("lock.password", patch)).toEqual(["lock"]);
    expect(draftKeysOfErrorPath("expireByIP", patch)).toEqual(["expiryType", "expiryDate", "expiryScans"]);
    expect(draftKeysOfErrorPath("input", patch)).toEqual(Object.keys(patch));
  });

  it("omitKeys drops the whole expiry group with one of its keys", () => {
    expect(omitKeys(patch, new Set(["expiryScans"] as const))).toEqual({ title: "x", appearance: baseDraft.appearance });
  });
});
