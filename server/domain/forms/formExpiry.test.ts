import { applicableExpiryType, formExpiredBy } from "./formExpiry.ts";

const base = { active: true, expireByIP: false, expiryScans: null, expiryDate: null, scanCount: 0 };
const now = new Date("2026-05-10T12:00:00Z");
const ctx = { now, answeredFromThisIp: false };

describe("formExpiredBy (SPEC §4)", () => {
  it("picks ip, then scans, then date", () => {
    expect(applicableExpiryType({ expireByIP: true, expiryScans: 3 })).toBe("ip");
    expect(applicableExpiryType({ expireByIP: false, expiryScans: 3 })).toBe("scans");
    expect(applicableExpiryType({ expireByIP: false, expiryScans: null })).toBe("date");
  });

  it.each([
    ["open form", base, ctx, null],
    ["inactive wins", { ...base, active: false, expireByIP: true }, ctx, "inactive"],
    ["same UTC day as expiryDate: still open", { ...base, expiryDate: new Date("2026-05-10T00:00:00Z") }, ctx, null],
    ["the day after expiryDate", { ...base, expiryDate: new Date("2026-05-09T23:59:59Z") }, ctx, "date"],
    ["scans within the limit", { ...base, expiryScans: 5, scanCount: 5 }, ctx, null],
    ["scans over the limit", { ...base, expiryScans: 5, scanCount: 6 }, ctx, "scans"],
    ["scans set: the date no longer applies", { ...base, expiryScans: 5, expiryDate: new Date("2020-01-01") }, ctx, null],
    ["ip not yet answered", { ...base, expireByIP: true }, ctx, null],
    ["ip already answered", { ...base, expireByIP: true }, { now, answeredFromThisIp: true }, "ip"],
  ] as const)("%s", (_w, form, context, expected) => {
    expect(formExpiredBy(form, context)).toBe(expected);
  });
});
