import { formatSubmittedAt, renderAnswer, spreadsheetSafe } from "./renderAnswer.ts";

describe("renderAnswer (export cells)", () => {
  it("writes calendar answers MM/DD/YYYY by default and in the field's own format", () => {
    expect(renderAnswer({ name: "QRFieldCalendar" }, "2025-03-14")).toBe("03/14/2025");
    expect(renderAnswer({ name: "QRFieldCalendar", option: { dateFormat: "DD.MM.YYYY" } }, "2025-03-14")).toBe("14.03.2025");
    expect(renderAnswer({ name: "QRFieldCalendar", option: { timeOnly: true } }, "06:30")).toBe("06:30");
    // Anything that is not a date is kept as it came.
    expect(renderAnswer({ name: "QRFieldCalendar" }, "next Tuesday")).toBe("next Tuesday");
    expect(renderAnswer({ name: "QRFieldCalendar" }, "")).toBe("");
  });

  it("joins the parts of structured answers", () => {
    expect(renderAnswer({ name: "QRFieldName" }, { firstName: "Ada", lastName: "Lovelace" })).toBe("Ada Lovelace");
    expect(renderAnswer({ name: "QRFieldCheckList" }, [{ itemName: "Brakes", selectedValue: "_d1" }, { itemName: "Lights", selectedValue: "_d2" }, { itemName: "Horn" }])).toBe(
      "Brakes: Yes\nLights: No\nHorn: N/A",
    );
    expect(renderAnswer({ name: "QRFieldCascadeSelect" }, { level1: "France", level2: "Paris", level3: "" })).toBe("France > Paris");
  });

  it("dates submissions MM/DD/YYYY HH:mm and keeps formulas inert", () => {
    expect(formatSubmittedAt(new Date(Date.UTC(2026, 0, 5, 9, 7)))).toBe("01/05/2026 09:07");
    expect(spreadsheetSafe("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(spreadsheetSafe("-12")).toBe("-12");
  });
});

describe("spreadsheetSafe (formula injection in CSV and XLSX exports)", () => {
  it.each([
    ["=HYPERLINK(1)", "'=HYPERLINK(1)"],
    ["+1+1", "'+1+1"],
    ["-1+1+cmd|' /C calc'!A0", "'-1+1+cmd|' /C calc'!A0"],
    ["-2*3", "'-2*3"],
    ["-.5+A1", "'-.5+A1"],
    ["-cmd", "'-cmd"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", "'\r=1+1"],
    ["-", "'-"],
    // Plain numbers and ordinary text are kept as they are.
    ["-12", "-12"],
    ["-12.5", "-12.5"],
    ["+49", "+49"],
    ["-.5", "-.5"],
    ["-1e3", "-1e3"],
    ["12-3", "12-3"],
    ["hello = world", "hello = world"],
    ["", ""],
  ])("%j → %j", (input, expected) => {
    expect(spreadsheetSafe(input)).toBe(expected);
  });
});
