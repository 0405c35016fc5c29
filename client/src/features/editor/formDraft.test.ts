import { describe, expect, it } from "@jest/globals";
import { DEFAULT_FORM_APPEARANCE } from "../../../../shared/forms/formAppearance.ts";
import { DEFAULT_QR_OPTIONS } from "../../../../shared/qr/qrOptions.ts";
import { dateInputValue, draftFromForm, expiryTypeOnLoad, type TServerForm } from "./formDraft.ts";

const serverForm: TServerForm = {
  title: "Feedback",
  shortText: "Tell us",
  locale: "de",
  backgroundType: "gradient",
  backgroundColor1: "0076D7",
  backgroundColor2: "3a74c5",
  appearance: { headerColor: "#112233" },
  backdrop: null,
  logo: { fileId: "f1", fileUrl: "/files/f1.png" },
  backgroundImage: null,
  previewImage: null,
  fields: { "1700000000000_1": { name: "QRFieldEmail", displayName: "Email", option: { label: "Mail", required: true }, data: "" } },
  qrOptions: { ...DEFAULT_QR_OPTIONS, qrData: "pattern3" },
  lock: { active: true },
  googleGTMContainerId: null,
  fbPixelID: "12345",
  googleGA4Id: null,
  allowEmbedding: true,
  active: false,
  notificationPeriod: null,
  expiryDate: "2030-05-01T00:00:00.000Z",
  expiryScans: null,
  expireByIP: false,
};

describe("expiryTypeOnLoad (SPEC.md §4)", () => {
  it.each([
    [{ expireByIP: true, expiryScans: 10 }, "ip"],
    [{ expireByIP: true, expiryScans: null }, "ip"],
    [{ expireByIP: false, expiryScans: 10 }, "scans"],
    [{ expireByIP: false, expiryScans: 0 }, "scans"],
    [{ expireByIP: false, expiryScans: null }, "date"],
    [{ expireByIP: false, expiryScans: undefined }, "date"],
  ] as const)("%o → %s", (form, type) => {
    expect(expiryTypeOnLoad(form)).toBe(type);
  });
});

describe("draftFromForm", () => {
  it("fills every setting, with defaults for what the server left empty", () => {
    const draft = draftFromForm(serverForm);
    expect(draft).toMatchObject({
      title: "Feedback",
      locale: "de",
      backgroundType: "gradient",
      backgroundColor1: "0076d7",
      // The public page's default too (shared/forms/formAppearance.ts).
      appearance: { headerColor: "112233", buttonColor: DEFAULT_FORM_APPEARANCE.buttonColor },
      backdrop: "",
      logo: { fileId: "f1", fileUrl: "/files/f1.png" },
      lock: { active: true, password: "" },
      allowEmbedding: true,
      googleGTMContainerId: "",
      fbPixelID: "12345",
      active: false,
      notificationPeriod: "never",
      expiryType: "date",
      expiryDate: "2030-05-01",
      expiryScans: "",
    });
    expect(draft.qrOptions.qrData).toBe("pattern3");
    expect(Object.keys(draft.fields)).toEqual(["1700000000000_1"]);
  });

  it("reads the scans limit as text for its input", () => {
    expect(draftFromForm({ ...serverForm, expiryScans: 25 })).toMatchObject({ expiryType: "scans", expiryScans: "25" });
  });

  it("falls back to the default QR options on junk", () => {
    expect(draftFromForm({ ...serverForm, qrOptions: { qrData: "nope" } }).qrOptions).toEqual(DEFAULT_QR_OPTIONS);
  });
});

describe("dateInputValue", () => {
  it("keeps the day of an ISO date", () => {
    expect(dateInputValue("2031-12-24T00:00:00.000Z")).toBe("2031-12-24");
    expect(dateInputValue(null)).toBe("");
    expect(dateInputValue("garbage")).toBe("");
  });
});
