import { changeLanguage } from "../features/i18n/changeLanguage.ts";
import { localeCookie } from "../i18n/pageLocale.ts";
import { consentValue, nonEssentialCookieNames, parseConsent, readCookie, saveConsent } from "./consent.ts";
import { trackerScripts } from "./trackers.ts";

describe("parseConsent", () => {
  it("grants everything for accepted_all", () => {
    expect(parseConsent("accepted_all")).toEqual({ analytical: true, functional: true, targeting: true });
  });

  // Positions 7, 8, 9 index the whole value from 0: "custom_" is value[0..6], so they are the three
  // digits after it (analytical, functional, targeting).
  it("reads the digits right after custom_", () => {
    expect("custom_100".charAt(7)).toBe("1");
    expect(parseConsent("custom_100").analytical).toBe(true);
  });

  it.each([
    ["custom_100", { analytical: true, functional: false, targeting: false }],
    ["custom_010", { analytical: false, functional: true, targeting: false }],
    ["custom_001", { analytical: false, functional: false, targeting: true }],
    ["custom_101", { analytical: true, functional: false, targeting: true }],
    ["custom_111", { analytical: true, functional: true, targeting: true }],
    ["custom_000", { analytical: false, functional: false, targeting: false }],
    ["custom_1", { analytical: true, functional: false, targeting: false }],
  ])("reads %s by position", (value, expected) => {
    expect(parseConsent(value)).toEqual(expected);
  });

  it.each([null, undefined, "", "rejected_all", "custom_", "custom_1a1", "accepted_all ", "CUSTOM_111"])("grants nothing for %p", (value) => {
    expect(parseConsent(value)).toEqual({ analytical: false, functional: false, targeting: false });
  });
});

describe("readCookie", () => {
  it("finds one cookie among others, decoded", () => {
    expect(readCookie("token=abc; cookie-agreement=custom_101; userid=7", "cookie-agreement")).toBe("custom_101");
    expect(readCookie("a=%7Bx%7D", "a")).toBe("{x}");
    expect(readCookie("xcookie-agreement=accepted_all", "cookie-agreement")).toBeNull();
    expect(readCookie("", "cookie-agreement")).toBeNull();
  });
});

describe("trackerScripts", () => {
  const ids = { googleTagManagerContainerId: "GTM-ABCD12", googleGA4Id: "G-ABC1234", facebookPixel: "123456789012" };
  const trackers = (value: string | null) => [...new Set(trackerScripts(ids, parseConsent(value)).map((script) => script.tracker))];

  it("adds no script at all without consent", () => {
    expect(trackerScripts(ids, parseConsent(null))).toEqual([]);
    expect(trackerScripts(ids, parseConsent("custom_010"))).toEqual([]);
  });

  it("loads GTM and GA4 with analytical consent, the pixel with targeting consent", () => {
    expect(trackers("custom_100")).toEqual(["gtm", "ga4"]);
    expect(trackers("custom_001")).toEqual(["facebook"]);
    expect(trackers("accepted_all")).toEqual(["gtm", "ga4", "facebook"]);
  });

  it("skips ids that are not shaped like one", () => {
    const scripts = trackerScripts({ googleTagManagerContainerId: "GTM-1\"><script>", googleGA4Id: "", facebookPixel: "12ab" }, parseConsent("accepted_all"));
    expect(scripts).toEqual([]);
  });

  it("puts the ids in the script addresses", () => {
    const sources = trackerScripts(ids, parseConsent("accepted_all")).map((script) => script.src).filter(Boolean);
    expect(sources).toEqual(["https://www.googletagmanager.com/gtm.js?id=GTM-ABCD12", "https://www.googletagmanager.com/gtag/js?id=G-ABC1234"]);
  });
});

describe("consentValue and saveConsent", () => {
  it("writes accepted_all or custom_ with the three digits, and reads back the same choice", () => {
    expect(consentValue({ analytical: true, functional: true, targeting: true })).toBe("accepted_all");
    expect(consentValue({ analytical: true, functional: false, targeting: true })).toBe("custom_101");
    expect(consentValue({ analytical: false, functional: false, targeting: false })).toBe("custom_000");
    for (const choice of [
      { analytical: true, functional: false, targeting: false },
      { analytical: false, functional: true, targeting: false },
      { analytical: false, functional: false, targeting: true },
    ]) {
      expect(parseConsent(consentValue(choice))).toEqual(choice);
    }
  });

  it("keeps only the essential cookies when consent is narrowed", () => {
    expect(nonEssentialCookieNames("token=a; userid=b; _ga=c; cookie-agreement=custom_000; locale=ja; __cf_bm=x; _fbp=y")).toEqual(["_ga", "locale", "_fbp"]);
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "token=a; _ga=c";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    saveConsent({ analytical: false, functional: true, targeting: false }, doc, "app.example.com");
    expect(written[0]).toMatch(/^cookie-agreement=custom_010; Max-Age=31536000; Path=\/; SameSite=Lax$/);
    expect(written.slice(1)).toEqual([
      "_ga=; Max-Age=0; Path=/",
      "_ga=; Max-Age=0; Path=/; Domain=app.example.com",
      "_ga=; Max-Age=0; Path=/; Domain=example.com",
    ]);
    written.length = 0;
    saveConsent({ analytical: true, functional: true, targeting: true }, doc, "app.example.com");
    expect(written).toEqual(["cookie-agreement=accepted_all; Max-Age=31536000; Path=/; SameSite=Lax"]);
  });

  it("marks the choice, the language and the blog language Secure on an https page", () => {
    const written: string[] = [];
    const doc = {
      get cookie() {
        return "";
      },
      set cookie(value: string) {
        written.push(value);
      },
    };
    saveConsent({ analytical: true, functional: true, targeting: true }, doc, "app.example.com", true);
    saveConsent({ analytical: true, functional: true, targeting: true }, doc, "app.example.com", false);
    expect(written).toEqual([
      "cookie-agreement=accepted_all; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
      "cookie-agreement=accepted_all; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
    expect(localeCookie("ja", true)).toBe("locale=ja; Max-Age=31536000; Path=/; SameSite=Lax; Secure");
    expect(localeCookie("ja", false)).toBe("locale=ja; Max-Age=31536000; Path=/; SameSite=Lax");
    written.length = 0;
    const reloads: string[] = [];
    const page = (protocol: string) => ({
      document: doc,
      location: { protocol, pathname: "/ja/form", search: "", hash: "", reload: () => reloads.push("reload"), assign: (to: string) => reloads.push(to) } as unknown as Location,
    });
    changeLanguage("ja", { functionalConsent: true }, page("https:"));
    changeLanguage("de", { functionalConsent: true }, page("http:"));
    expect(written).toEqual([
      "locale=ja; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
      "blog_locale=ja; Max-Age=31536000; Path=/; SameSite=Lax; Secure",
      "locale=de; Max-Age=31536000; Path=/; SameSite=Lax",
      "blog_locale=de; Max-Age=31536000; Path=/; SameSite=Lax",
    ]);
    expect(reloads).toEqual(["reload", "/de/form"]);
  });
});
