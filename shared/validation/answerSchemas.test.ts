import { emptyFieldData, FIELD_NAMES, type FieldName } from "../fields/fieldKinds.ts";
import type { TFormField, TFormFields } from "../fields/formFields.ts";
import { ANSWER_SCHEMAS, answerSchema, INVALID_ANSWER, normalizeAnswers } from "./answerSchemas.ts";
import { ANSWER_ERRORS, validateAnswers } from "./validateAnswers.ts";

function field(name: FieldName, option: Partial<TFormField["option"]> = {}): TFormFields[string] {
  return { name, displayName: "", option: { label: name, required: false, ...option }, data: emptyFieldData(name) };
}

const choices = [{ label: "Small" }, { label: "Large", value: "L" }];
const tree = [
  { label: "Europe", children: [{ label: "France", children: [{ label: "Paris" }] }, { label: "Spain" }] },
  { label: "Asia", children: [{ label: "Japan" }] },
];
const items = [{ itemName: "Doors locked" }, { itemName: "Lights off" }];
const file = { fileId: "f1", fileUrl: "/files/f1.pdf", name: "a.pdf", size: 1200, mimeType: "application/pdf" };

describe("answer shapes", () => {
  it("every kind accepts its empty answer (emptyFieldData) and a missing one", () => {
    for (const name of FIELD_NAMES) {
      const schema = answerSchema(field(name, name === "QRFieldSheet" || name === "QRFieldCheckList" ? { items } : {}));
      expect(schema.parse(emptyFieldData(name))).toEqual(emptyFieldData(name));
      expect(schema.parse(undefined)).toEqual(emptyFieldData(name));
      expect(schema.parse(null)).toEqual(emptyFieldData(name));
    }
    expect(Object.keys(ANSWER_SCHEMAS).sort()).toEqual([...FIELD_NAMES].sort());
  });

  // [kind, option overrides, answer, accepted (or the normalised value)]
  const cases: [FieldName, Partial<TFormField["option"]>, unknown, boolean | unknown][] = [
    ["QRFieldShortText", {}, "  Hello ", "Hello"],
    ["QRFieldShortText", {}, 12, false],
    ["QRFieldShortText", {}, "x".repeat(1001), false],
    ["QRFieldLongText", {}, "Line 1\nLine 2", true],
    ["QRFieldLongText", {}, ["a"], false],
    ["QRFieldNumber", {}, 42, "42"],
    ["QRFieldNumber", {}, "3.5", "3.5"],
    ["QRFieldNumber", {}, { n: 1 }, false],
    ["QRFieldEmail", {}, "ada@example.com", true],
    ["QRFieldName", {}, { firstName: "Ada", lastName: "Lovelace" }, true],
    ["QRFieldName", {}, { firstName: "Ada" }, { firstName: "Ada", lastName: "" }],
    ["QRFieldName", {}, { firstName: 1, lastName: "L" }, false],
    ["QRFieldName", {}, "Ada Lovelace", false],
    ["QRFieldAddress", {}, { addressLine: "1 Main St", city: "Springfield" }, { addressLine: "1 Main St", city: "Springfield", state: "", postalCode: "", country: "" }],
    ["QRFieldAddress", {}, [], false],
    ["QRFieldRadio", { options: choices }, "Small", true],
    ["QRFieldRadio", { options: choices }, "L", true],
    ["QRFieldRadio", { options: choices }, "Large", false],
    ["QRFieldDropdown", { options: choices }, "Medium", false],
    ["QRFieldGender", {}, "Prefer not to say", true],
    ["QRFieldGender", {}, "Robot", false],
    ["QRFieldCheckbox", { options: choices }, ["Small", "L", "Small"], ["Small", "L"]],
    ["QRFieldCheckbox", { options: choices }, ["XL"], false],
    ["QRFieldCheckbox", { options: choices }, "Small", false],
    ["QRFieldSheet", { items }, [{ itemName: "x", value: "3" }], [{ itemName: "Doors locked", value: "3" }]],
    ["QRFieldSheet", { items }, [{ value: "1" }, { value: "2" }, { value: "3" }], false],
    ["QRFieldSheet", { items }, [{ itemName: "Doors locked", value: 3 }], false],
    ["QRFieldCheckList", { items }, [{ itemName: "Doors locked", selectedValue: "_d1" }, { itemName: "Lights off", selectedValue: "_d2" }], true],
    ["QRFieldCheckList", { items }, [{ itemName: "Doors locked", selectedValue: "yes" }], false],
    ["QRFieldDocument", {}, [file], true],
    ["QRFieldPicture", {}, [{ fileId: "p1", fileUrl: "https://cdn.example.com/p1.jpg" }], true],
    ["QRFieldAudio", {}, [{ fileId: "a1", fileUrl: "javascript:alert(1)" }], false],
    ["QRFieldVideo", {}, [{ fileId: "v1", fileUrl: "//evil.example/v1" }], false],
    ["QRFieldVideo", {}, [{ fileId: "", fileUrl: "/files/v1" }], false],
    ["QRFieldDocument", {}, Array.from({ length: 11 }, () => file), false],
    ["QRFieldSignature", {}, { fileId: "s1", fileUrl: "/files/s1.png" }, true],
    ["QRFieldSignature", {}, { fileId: "s1", fileUrl: "data:image/png;base64,AAAA" }, false],
    ["QRFieldSignature", {}, { fileId: "", fileUrl: "/files/s1.png" }, false],
    // An empty file ({ fileId: "", fileUrl: "" }) is no answer, not a malformed one (SPEC.md §5).
    ["QRFieldSignature", {}, { fileId: "", fileUrl: "", name: "", size: 0, mimeType: "" }, { fileId: "", fileUrl: "" }],
    ["QRFieldSignature", {}, { fileId: "" }, { fileId: "", fileUrl: "" }],
    ["QRFieldDocument", {}, { fileId: "", fileUrl: "" }, []],
    ["QRFieldPicture", {}, [{ fileId: "", fileUrl: "" }], []],
    ["QRFieldAudio", {}, [{ fileId: "", fileUrl: "", name: "" }, file], [file]],
    ["QRFieldShortText", {}, { fileId: "", fileUrl: "" }, ""],
    ["QRFieldName", {}, { firstName: "Ada", lastName: "L", fileId: "" }, { firstName: "Ada", lastName: "L" }],
    ["QRFieldMultipleLevelSelect", { options: tree }, { level1: "Europe", level2: "France", level3: "Paris" }, { level1: "Europe", level2: "France", level3: "Paris", level4: "" }],
    ["QRFieldMultipleLevelSelect", { options: tree }, { level1: "Europe", level2: "Japan" }, false],
    ["QRFieldCascadeSelect", { options: tree }, { level1: "", level2: "France" }, false],
    ["QRFieldCascadeSelect", { options: tree }, { level1: "Asia", level2: "Japan", level3: "", level4: "" }, true],
    ["QRFieldTitle", {}, "an answer", false],
  ];

  it.each(cases)("%s %j: %j → %j", (kind, option, answer, expected) => {
    const result = answerSchema(field(kind, option)).safeParse(answer);
    if (expected === false) {
      expect(result.success).toBe(false);
    } else {
      expect(result.success).toBe(true);
      expect(result.data).toEqual(expected === true ? answer : expected);
    }
  });
});

describe("normalizeAnswers", () => {
  const fields: TFormFields = {
    "1732268000000_1": field("QRFieldTitle"),
    "1732268000000_2": field("QRFieldName"),
    "1732268000000_3": field("QRFieldRadio", { options: choices }),
    "1732268000000_4": field("QRFieldDocument"),
  };

  it("fills missing answers with empty ones and drops unknown and display-only keys", () => {
    const result = normalizeAnswers(fields, { "1732268000000_1": "", "1732268000000_3": "L", "9999999999999_9": "junk" });
    expect(result).toEqual({
      success: true,
      data: { "1732268000000_2": { firstName: "", lastName: "" }, "1732268000000_3": "L", "1732268000000_4": [] },
    });
    if (result.success) expect(Object.keys(result.data)).toEqual(["1732268000000_2", "1732268000000_3", "1732268000000_4"]);
  });

  it("names each malformed answer", () => {
    expect(normalizeAnswers(fields, { "1732268000000_2": "Ada", "1732268000000_3": "XL", "1732268000000_4": [file] })).toEqual({
      success: false,
      errors: { "1732268000000_2": INVALID_ANSWER, "1732268000000_3": INVALID_ANSWER },
    });
  });

  it("reads empty files as unanswered: validateAnswers then says which are required", () => {
    const files: TFormFields = {
      "1732268000000_1": field("QRFieldDocument", { required: true }),
      "1732268000000_2": field("QRFieldSignature", { required: true }),
      "1732268000000_3": field("QRFieldPicture"),
    };
    const empty = { fileId: "", fileUrl: "" };
    const result = normalizeAnswers(files, { "1732268000000_1": [empty], "1732268000000_2": { ...empty, name: "signature.png" }, "1732268000000_3": empty });
    expect(result).toEqual({ success: true, data: { "1732268000000_1": [], "1732268000000_2": empty, "1732268000000_3": [] } });
    if (result.success) {
      expect(validateAnswers(files, result.data)).toEqual({ "1732268000000_1": ANSWER_ERRORS.required, "1732268000000_2": ANSWER_ERRORS.required });
    }
  });

  it("rejects answers that are not an object", () => {
    expect(normalizeAnswers(fields, "answers")).toEqual({ success: false, errors: { answers: INVALID_ANSWER } });
    expect(normalizeAnswers(fields, [])).toMatchObject({ success: false });
  });
});
