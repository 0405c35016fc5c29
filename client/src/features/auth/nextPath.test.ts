import { loginPathFor, safeNextPath } from "./nextPath.ts";

describe("safeNextPath", () => {
  it.each([
    ["/form", "/form"],
    ["/form/abc/edit", "/form/abc/edit"],
    ["/ja/template/wedding-rsvp?use=1", "/ja/template/wedding-rsvp?use=1"],
    ["/lawful-bases#secondary_purpose", "/lawful-bases#secondary_purpose"],
  ])("keeps a path of this site: %s", (next, expected) => {
    expect(safeNextPath(next)).toBe(expected);
  });

  it.each([
    [null],
    [""],
    ["form"],
    ["https://evil.example/form"],
    ["//evil.example/form"],
    ["/\\evil.example"],
    ["\\/evil.example"],
    // Browsers drop tabs and line breaks from addresses: these would become //evil.example.
    ["/\t/evil.example"],
    ["/\n/evil.example"],
    ["/\r/evil.example"],
    ["/\u0000/evil.example"],
    ["javascript:alert(1)"],
    [" /form"],
  ])("refuses anything that could leave the site: %j", (next) => {
    expect(safeNextPath(next)).toBeNull();
  });
});

describe("loginPathFor", () => {
  it("sends the asked-for path along, encoded, and safeNextPath gives it back", () => {
    const login = loginPathFor("/ja/login", "/ja/form/abc/edit?tab=qr&x=1");
    expect(login).toBe("/ja/login?next=%2Fja%2Fform%2Fabc%2Fedit%3Ftab%3Dqr%26x%3D1");
    expect(safeNextPath(new URL(login, "http://formqr.test").searchParams.get("next"))).toBe("/ja/form/abc/edit?tab=qr&x=1");
  });
});
