import { emptyFieldData, FIELD_NAMES, type FieldName } from "../fields/fieldKinds.ts";
import type { TFormField, TFormFields } from "../fields/formFields.ts";
import {
  ANSWER_ERRORS, answerErrorCode, answerErrorCodeOf, isNumericAnswer, isValidEmail, validateAnswerCodes, validateAnswers,
} from "./validateAnswers.ts";

function field(name: FieldName, option: Partial<TFormField["option"]> = {}): TFormFields[string] {
  return { name, displayName: name, option: { label: name, required: true, ...option }, data: emptyFieldData(name) };
}

const file = { fileId: "f1", fileUrl: "/files/f1" };
const items = [{ itemName: "Doors locked" }, { itemName: "Lights off" }];

// [kind, option overrides, answer, expected error code or null]
const cases: [FieldName, Partial<TFormField["option"]>, unknown, string | null][] = [
  // Signature: a file reference with empty fileId and fileUrl fails.
  ["QRFieldSignature", {}, { fileId: "", fileUrl: "" }, "required"],
  ["QRFieldSignature", {}, undefined, "required"],
  ["QRFieldSignature", {}, "not a file", "required"],
  ["QRFieldSignature", {}, file, null],
  ["QRFieldSignature", {}, { fileId: "f1", fileUrl: "" }, null],
  // File lists and checkbox: at least one entry.
  ...(["QRFieldDocument", "QRFieldPicture", "QRFieldAudio", "QRFieldVideo"] as const).flatMap(
    (kind): [FieldName, Partial<TFormField["option"]>, unknown, string | null][] => [
      [kind, {}, [], "required"],
      [kind, {}, [{ fileId: "", fileUrl: "" }], "required"],
      [kind, {}, "", "required"],
      [kind, {}, [{ ...file, name: "a.pdf", size: 10, mimeType: "application/pdf" }], null],
    ],
  ),
  ["QRFieldCheckbox", {}, [], "required"],
  ["QRFieldCheckbox", {}, [""], "required"],
  ["QRFieldCheckbox", {}, ["Red"], null],
  // Email: required, and a valid pattern whenever given.
  ["QRFieldEmail", {}, "", "required"],
  ["QRFieldEmail", {}, "   ", "required"],
  ["QRFieldEmail", {}, "ada@example", "email"],
  ["QRFieldEmail", {}, "ada@example.c", "email"],
  ["QRFieldEmail", {}, "ada example.com", "email"],
  ["QRFieldEmail", {}, "@example.com", "email"],
  ["QRFieldEmail", {}, "ada@example.com", null],
  ["QRFieldEmail", {}, " ada.lovelace+form@mail.example.co.uk ", null],
  ["QRFieldEmail", { required: false }, "", null],
  ["QRFieldEmail", { required: false }, "not-an-email", "email"],
  // Kinds that need a value.
  ...(
    [
      ["QRFieldRadio", "Yes"],
      ["QRFieldShortText", "Hello"],
      ["QRFieldLongText", "Many\nlines"],
      ["QRFieldGender", "Female"],
      ["QRFieldPhone", "+1 555 0100"],
      ["QRFieldCalendar", "2026-11-22"],
      ["QRFieldTime", "09:30"],
      ["QRFieldLocation", "52.520008, 13.404954"],
      ["QRFieldDropdown", "Large"],
    ] as const
  ).flatMap(([kind, answer]): [FieldName, Partial<TFormField["option"]>, unknown, string | null][] => [
    [kind, {}, "", "required"],
    [kind, {}, "  ", "required"],
    [kind, {}, undefined, "required"],
    [kind, {}, answer, null],
    [kind, { required: false }, "", null],
  ]),
  // Number: non-empty, and numeric whenever given.
  ["QRFieldNumber", {}, "", "required"],
  ["QRFieldNumber", {}, "abc", "number"],
  ["QRFieldNumber", {}, "1.2.3", "number"],
  ["QRFieldNumber", { required: false }, "12abc", "number"],
  ["QRFieldNumber", { required: false }, "", null],
  ["QRFieldNumber", {}, "42", null],
  ["QRFieldNumber", {}, "-3.5", null],
  ["QRFieldNumber", {}, "0,75", null],
  ["QRFieldNumber", {}, 7, null],
  // Name: both parts.
  ["QRFieldName", {}, { firstName: "", lastName: "" }, "required"],
  ["QRFieldName", {}, { firstName: "Ada", lastName: "" }, "required"],
  ["QRFieldName", {}, { firstName: "", lastName: "Lovelace" }, "required"],
  ["QRFieldName", {}, { firstName: "Ada", lastName: "Lovelace" }, null],
  // Address: addressLine and city.
  ["QRFieldAddress", {}, emptyFieldData("QRFieldAddress"), "required"],
  ["QRFieldAddress", {}, { addressLine: "1 Main St", city: "", state: "", postalCode: "", country: "" }, "required"],
  ["QRFieldAddress", {}, { addressLine: "", city: "Springfield", state: "", postalCode: "", country: "" }, "required"],
  ["QRFieldAddress", {}, { addressLine: "1 Main St", city: "Springfield", state: "", postalCode: "", country: "" }, null],
  // Sheet: at least one row with a value.
  ["QRFieldSheet", { items }, [], "required"],
  ["QRFieldSheet", { items }, [{ itemName: "Doors locked", value: "" }, { itemName: "Lights off", value: " " }], "required"],
  ["QRFieldSheet", { items }, [{ itemName: "Doors locked", value: "" }, { itemName: "Lights off", value: "2" }], null],
  // Check list: every item selected unless neutral is enabled.
  ["QRFieldCheckList", { items }, [], "required"],
  ["QRFieldCheckList", { items }, [{ itemName: "Doors locked", selectedValue: "_d1" }], "required"],
  ["QRFieldCheckList", { items }, [{ itemName: "Doors locked", selectedValue: "_d1" }, { itemName: "Lights off", selectedValue: "" }], "required"],
  ["QRFieldCheckList", { items }, [{ itemName: "Doors locked", selectedValue: "_d1" }, { itemName: "Lights off", selectedValue: "_d2" }], null],
  ["QRFieldCheckList", { items, enableNeutral: true }, [], null],
  // Levels: level1.
  ["QRFieldMultipleLevelSelect", {}, emptyFieldData("QRFieldMultipleLevelSelect"), "required"],
  ["QRFieldMultipleLevelSelect", {}, { level1: "Europe", level2: "", level3: "", level4: "" }, null],
  ["QRFieldCascadeSelect", {}, emptyFieldData("QRFieldCascadeSelect"), "required"],
  ["QRFieldCascadeSelect", {}, { level1: "Europe", level2: "France", level3: "", level4: "" }, null],
  // Display-only kinds never take answers.
  ["QRFieldTitle", {}, "", null],
  ["QRFieldDescription", {}, undefined, null],
  ["QRFieldLabel", {}, "", null],
];

describe("answerErrorCode", () => {
  it.each(cases)("%s %j with %j → %s", (kind, option, answer, expected) => {
    expect(answerErrorCode(field(kind, option), answer)).toBe(expected);
  });

  it("an optional field is never 'required', whatever its answer", () => {
    for (const name of FIELD_NAMES) {
      const code = answerErrorCode(field(name, { required: false }), emptyFieldData(name));
      expect(code).toBeNull();
    }
  });

  it("every required kind that takes an answer rejects its empty answer", () => {
    const displayOnly = new Set(["QRFieldTitle", "QRFieldDescription", "QRFieldLabel"]);
    for (const name of FIELD_NAMES) {
      const options = name === "QRFieldCheckList" ? { items } : {};
      expect([name, answerErrorCode(field(name, options), emptyFieldData(name))]).toEqual([name, displayOnly.has(name) ? null : "required"]);
    }
  });
});

describe("validateAnswers", () => {
  const fields: TFormFields = {
    "1732268000000_1": field("QRFieldTitle"),
    "1732268000000_2": field("QRFieldName"),
    "1732268000000_3": field("QRFieldEmail", { required: false }),
    "1732268000000_4": field("QRFieldShortText", { required: false }),
    "1732268000000_5": field("QRFieldSignature"),
  };

  it("returns the SPEC.md §5 messages keyed by field id, in form order", () => {
    const errors = validateAnswers(fields, { "1732268000000_3": "nope" });
    expect(errors).toEqual({
      "1732268000000_2": "This field is required",
      "1732268000000_3": "Please input a valid email",
      "1732268000000_5": "This field is required",
    });
    expect(Object.keys(errors)).toEqual(["1732268000000_2", "1732268000000_3", "1732268000000_5"]);
  });

  it("is empty when every answer is valid", () => {
    expect(
      validateAnswers(fields, {
        "1732268000000_2": { firstName: "Ada", lastName: "Lovelace" },
        "1732268000000_3": "ada@example.com",
        "1732268000000_5": { fileId: "sig", fileUrl: "/files/sig.png" },
      }),
    ).toEqual({});
  });

  it("reads only own answer keys", () => {
    const answers = Object.create({ "1732268000000_2": { firstName: "A", lastName: "B" } }) as Record<string, unknown>;
    expect(validateAnswerCodes(fields, answers)["1732268000000_2"]).toBe("required");
  });
});

describe("helpers", () => {
  it.each([
    ["a@b.co", true],
    ["first.last@sub.domain.org", true],
    ["a@b.c", false],
    ["a@b", false],
    ["a b@c.de", false],
    ["a@b.c0", false],
  ])("isValidEmail(%s) → %s", (email, ok) => expect(isValidEmail(email)).toBe(ok));

  it.each([
    ["0", true],
    ["+12", true],
    [".5", true],
    ["1e5", false],
    ["--1", false],
    ["", false],
  ])("isNumericAnswer(%s) → %s", (text, ok) => expect(isNumericAnswer(text)).toBe(ok));

  it("maps messages back to stable codes", () => {
    for (const [code, message] of Object.entries(ANSWER_ERRORS)) expect(answerErrorCodeOf(message)).toBe(code);
    expect(answerErrorCodeOf("Something else")).toBeUndefined();
  });
});
