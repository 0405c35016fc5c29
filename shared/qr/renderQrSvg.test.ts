import jsQR from "jsqr";
import { create } from "qrcode";
import sharp from "sharp";
import {
  DEFAULT_QR_OPTIONS, QR_EYE_INNER_IDS, QR_EYE_OUTER_IDS, QR_FRAME_IDS, QR_GRADIENT_TYPES, QR_PATTERN_IDS,
  ZQrOptions, type TQrOptionsInput,
} from "./qrOptions.ts";
import { QR_DESIGN_TEMPLATES } from "./qrDesignTemplates.ts";
import { renderQrSvg } from "./renderQrSvg.ts";
import { cssFontFamily, escapeXml, safeLogoUrl } from "./svgUtil.ts";

const URL = "https://formqr.app/f/8fK2pQ?utm_source=qr";
// Long enough for a version ≥ 7 code at level H, whose centre alignment pattern sits under the logo.
const LONG_URL = "https://formqr.app/f/8fK2pQ?utm_source=qr&utm_medium=print&utm_campaign=spring-open-day-2025&ref=poster-a3";

let logo = "";
beforeAll(async () => {
  // A small two-tone PNG, like an uploaded brand mark.
  const png = await sharp({ create: { width: 48, height: 48, channels: 4, background: "#e4572e" } })
    .composite([{ input: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="48" height="48"><circle cx="24" cy="24" r="14" fill="#fff"/></svg>') }])
    .png()
    .toBuffer();
  logo = "data:image/png;base64," + png.toString("base64");
});

const render = (opts: TQrOptionsInput, data = URL) => renderQrSvg(data, ZQrOptions.parse(opts));

/** Rasterises the SVG like the server does, composites onto white and decodes it. */
async function decode(svg: string, width = 360): Promise<string | null> {
  const { data, info } = await sharp(Buffer.from(svg))
    .resize({ width })
    .flatten({ background: "#ffffff" })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const pixels = new Uint8ClampedArray(data.buffer, data.byteOffset, data.length);
  return jsQR(pixels, info.width, info.height, { inversionAttempts: "dontInvert" })?.data ?? null;
}

const withAndWithoutLogo = [false, true] as const;

describe("renderQrSvg decodes", () => {
  describe.each(withAndWithoutLogo)("logo=%s", (withLogo) => {
    const logoOpt = () => (withLogo ? { logo } : {});

    test.each(QR_PATTERN_IDS)("pattern %s", async (qrData) => {
      expect(await decode(render({ qrData, ...logoOpt() }))).toBe(URL);
    });

    test.each(QR_EYE_OUTER_IDS)("eye outer %s", async (eye_outer) => {
      expect(await decode(render({ eye_outer, qrData: "pattern2", ...logoOpt() }))).toBe(URL);
    });

    test.each(QR_EYE_INNER_IDS)("eye inner %s", async (eye_inner) => {
      expect(await decode(render({ eye_inner, eye_outer: "eyeOuter3", ...logoOpt() }))).toBe(URL);
    });

    test.each(QR_FRAME_IDS)("frame %s", async (frame) => {
      expect(await decode(render({ frame, frameColorType: "gradient", ...logoOpt() }))).toBe(URL);
    });

    test.each(QR_GRADIENT_TYPES)("gradient %s (default colours)", async (grdType) => {
      expect(await decode(render({ gradient: true, grdType, qrData: "pattern3", eye_outer: "eyeOuter2", ...logoOpt() }))).toBe(URL);
    });

    test.each(QR_FRAME_IDS)("transparent background, frame %s", async (frame) => {
      const svg = render({ transparentBkg: true, frame, qrData: "pattern1", ...logoOpt() });
      expect(svg).not.toContain(`<rect width=`);
      expect(await decode(svg)).toBe(URL);
    });

    test("long URL (version with a centre alignment pattern)", async () => {
      expect(await decode(render({ qrData: "pattern5", eye_outer: "eyeOuter4", eye_inner: "eyeInner3", ...logoOpt() }, LONG_URL), 400)).toBe(LONG_URL);
    });
  });

  test("eye colours, gradient, logo and frame together", async () => {
    const svg = render({
      gradient: true, grdType: "radial", color01: "#5b2a86", color02: "e4572e",
      eye_color: true, eye_color01: "1b1f3b", eye_color02: "e4572e", eye_outer: "eyeOuter5", eye_inner: "eyeInner5",
      qrData: "pattern13", logo, frame: "frame4", frameColorType: "gradient", frameText: "Scan to RSVP",
    });
    expect(await decode(svg)).toBe(URL);
  });
});

describe("renderQrSvg output", () => {
  test("is deterministic and compact", () => {
    const opts = { qrData: "pattern1", gradient: true, frame: "frame1" } as const;
    const a = render(opts), b = render(opts);
    expect(a).toBe(b);
    expect(a.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(a.match(/<path /g)?.length).toBeLessThanOrEqual(4);
    expect(a).not.toMatch(/<rect [^>]*width="1"/);
    expect(a).toContain('width="500"');
  });

  test("uses error correction H only when a logo is drawn", () => {
    const size = (level: "M" | "H") => create(LONG_URL, { errorCorrectionLevel: level }).modules.size;
    const viewBoxSide = (svg: string) => Number(/viewBox="0 0 ([\d.]+)/.exec(svg)?.[1]);
    expect(viewBoxSide(render({}, LONG_URL))).toBe(size("M") + 8);
    expect(viewBoxSide(render({ logo }, LONG_URL))).toBe(size("H") + 8);
  });

  test("keeps a 4-module quiet zone clear", async () => {
    const n = create(URL, { errorCorrectionLevel: "M" }).modules.size;
    const px = (n + 8) * 10; // 10 px per module
    const { data, info } = await sharp(Buffer.from(render({ size: px, qrData: "pattern3" }))).raw().toBuffer({ resolveWithObject: true });
    const quiet = 40 - 1;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        if (x >= quiet && x < info.width - quiet && y >= quiet && y < info.height - quiet) continue;
        const i = (y * info.width + x) * info.channels;
        expect(data[i]! + data[i + 1]! + data[i + 2]!).toBe(255 * 3);
      }
    }
  });

  test("gradient ids are unique per code and follow idPrefix", () => {
    const opts = ZQrOptions.parse({ gradient: true, frame: "frame3", frameColorType: "gradient" });
    const ids = (svg: string) => [...svg.matchAll(/ id="([^"]+)"/g)].map((m) => m[1]);
    const a = ids(renderQrSvg("https://a.example", opts));
    const b = ids(renderQrSvg("https://b.example", opts));
    expect(a).toHaveLength(2);
    expect(a.filter((id) => b.includes(id))).toEqual([]);
    const c = renderQrSvg("https://a.example", opts, { idPrefix: "editor-preview" });
    expect(ids(c)).toEqual(["editor-preview-q", "editor-preview-f"]);
    expect(c).toContain('fill="url(#editor-preview-q)"');
  });

  test("XML-escapes the frame text and font", async () => {
    const svg = render({ frame: "frame1", frameText: `<script>alert("x")</script> & Co`, frametextFont: `Open Sans"><script>` });
    expect(svg).not.toContain("<script");
    expect(svg).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co");
    expect(svg).toContain(`font-family="&apos;Open Sansscript&apos;, sans-serif"`);
    // Still well-formed: librsvg refuses to parse broken XML.
    await expect(sharp(Buffer.from(svg)).png().toBuffer()).resolves.toBeInstanceOf(Buffer);
  });

  test("emits the font as a CSS list with a generic fallback", () => {
    expect(cssFontFamily("Arial")).toBe("Arial, sans-serif");
    expect(cssFontFamily("Open Sans, serif")).toBe("'Open Sans', serif");
    expect(render({ frame: "frame8" })).toContain('font-family="Arial, sans-serif"');
  });

  test.each([
    "javascript:alert(1)",
    " JavaScript:alert(1)",
    "data:text/html;base64,PHNjcmlwdD4=",
    "data:image/gif;base64,R0lGODlhAQABAAAAACw=",
    "ftp://example.com/logo.png",
    "//evil.example/logo.png",
  ])("ignores unsafe logo %s", (bad) => {
    const svg = render({ logo: bad });
    expect(svg).not.toContain("<image");
    expect(svg).toBe(render({}));
  });

  test("draws safe logos, escaped", () => {
    expect(safeLogoUrl("https://cdn.example.com/a.png?x=1&y=2")).toBe("https://cdn.example.com/a.png?x=1&y=2");
    const svg = render({ logo: "https://cdn.example.com/a.png?x=1&y=2" });
    expect(svg).toContain('<image href="https://cdn.example.com/a.png?x=1&amp;y=2"');
    expect(render({ logo })).toContain(`href="${logo}"`);
    expect(escapeXml("a\u0000b")).toBe("ab");
  });
});

describe("ZQrOptions", () => {
  test("defaults", () => {
    expect(DEFAULT_QR_OPTIONS).toEqual({
      size: 500, colorDark: "054080", color01: "054080", color02: "f30505", backgroundColor: "ffffff",
      gradient: false, grdType: "linear", eye_color: false, eye_color01: "054080", eye_color02: "054080",
      eye_outer: "eyeOuter0", eye_inner: "eyeInner0", qrData: "pattern0", transparentBkg: false, logo: "",
      qrCategory: "", frame: "frame0", frameText: "SCAN ME", frametextFont: "Arial",
      frameColor: "054080", frameColor2: "0076d7", frameColorType: "solid",
    });
    expect(ZQrOptions.parse({ qrCategory: "events", colorDark: "#112233" })).toMatchObject({ qrCategory: "events", colorDark: "#112233", size: 500 });
  });

  test("offers enough shapes", () => {
    expect(QR_PATTERN_IDS).toHaveLength(14);
    expect(QR_EYE_OUTER_IDS.length).toBeGreaterThanOrEqual(8);
    expect(QR_EYE_INNER_IDS.length).toBeGreaterThanOrEqual(8);
    expect(QR_FRAME_IDS.length).toBeGreaterThanOrEqual(7);
  });

  test.each([
    { colorDark: "12345" },
    { colorDark: "#12345g" },
    { backgroundColor: "red" },
    { color01: "##054080" },
    { eye_color01: "0540801" },
  ])("rejects bad colour %o", (bad) => {
    expect(ZQrOptions.safeParse(bad).success).toBe(false);
  });

  test.each([
    { qrData: "pattern14" },
    { eye_outer: "eyeOuter99" },
    { eye_inner: "square" },
    { frame: "frame42" },
    { grdType: "conic" },
    { frameColorType: "pattern" },
    { size: 99 },
    { size: 2001 },
    { size: 300.5 },
  ])("rejects %o", (bad) => {
    expect(ZQrOptions.safeParse(bad).success).toBe(false);
  });
});

describe("QR design templates", () => {
  test("there are 19 with distinct ids", () => {
    expect(QR_DESIGN_TEMPLATES).toHaveLength(19);
    expect(new Set(QR_DESIGN_TEMPLATES.map((t) => t.id)).size).toBe(19);
  });

  test.each(QR_DESIGN_TEMPLATES.map((t) => [t.id, t] as const))("%s is valid and decodes, also with a logo", async (_id, template) => {
    const options = ZQrOptions.parse(template.config);
    expect(await decode(renderQrSvg(URL, options))).toBe(URL);
    expect(await decode(renderQrSvg(URL, { ...options, logo }))).toBe(URL);
  });
});
