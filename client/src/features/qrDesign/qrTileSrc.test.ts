import jsQR from "jsqr";
import sharp from "sharp";
import { DEFAULT_QR_OPTIONS } from "../../../../shared/qr/qrOptions.ts";
import { svgPixelSize } from "./svgToPngBlob.ts";
import { qrTileSrc, renderTileSvg, TILE_SAMPLE_DATA } from "./qrTileSrc.ts";

describe("tile previews", () => {
  test("are memoised per option set", () => {
    const a = qrTileSrc({ ...DEFAULT_QR_OPTIONS, qrData: "pattern3" });
    expect(qrTileSrc({ ...DEFAULT_QR_OPTIONS, qrData: "pattern3" })).toBe(a);
    expect(qrTileSrc({ ...DEFAULT_QR_OPTIONS, qrData: "pattern4" })).not.toBe(a);
    expect(a.startsWith("data:image/svg+xml;charset=utf-8,%3Csvg")).toBe(true);
  });

  test("ignore the logo, and crops ignore frame settings", () => {
    const plain = qrTileSrc(DEFAULT_QR_OPTIONS, "eye");
    expect(qrTileSrc({ ...DEFAULT_QR_OPTIONS, logo: "https://x.test/a.png", frame: "frame3", frameText: "HELLO" }, "eye")).toBe(plain);
  });

  test("a full tile is a small, scannable code of the sample link", async () => {
    const svg = renderTileSvg({ ...DEFAULT_QR_OPTIONS, qrData: "pattern1", eye_outer: "eyeOuter3", eye_inner: "eyeInner2" }, "full");
    expect(svgPixelSize(svg)).toEqual({ width: 120, height: 120 });
    const { data, info } = await sharp(Buffer.from(svg)).resize({ width: 360 }).flatten({ background: "#fff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    expect(jsQR(new Uint8ClampedArray(data.buffer, data.byteOffset, data.length), info.width, info.height)?.data).toBe(TILE_SAMPLE_DATA);
  });

  test("eye and corner crops zoom into the top-left corner", () => {
    expect(renderTileSvg(DEFAULT_QR_OPTIONS, "eye")).toMatch(/^<svg [^>]*viewBox="3 3 9 9" width="120" height="120"/);
    expect(renderTileSvg(DEFAULT_QR_OPTIONS, "corner")).toMatch(/^<svg [^>]*viewBox="3 3 14 14" width="120" height="120"/);
  });
});

describe("svgPixelSize", () => {
  test("reads the root size, including framed (taller) codes", () => {
    expect(svgPixelSize('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 41 52" width="512" height="649"><rect/></svg>')).toEqual({ width: 512, height: 649 });
    expect(() => svgPixelSize("<svg></svg>")).toThrow();
  });
});
