import jsQR from "jsqr";
import sharp from "sharp";
import { renderQrSvg } from "../../../../shared/qr/renderQrSvg.ts";
import { DEFAULT_QR_OPTIONS } from "../../../../shared/qr/qrOptions.ts";
import { inlineLogo, LogoInlineError, sniffImageType, type TInlineLogoDeps } from "./inlineLogo.ts";
import { resolveLogoUrl } from "./resolveLogoUrl.ts";

const BASE = "https://formqr.test/form/abc/edit";
let png: Buffer;
let gif: Buffer;

beforeAll(async () => {
  const mark = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40"><circle cx="20" cy="20" r="12" fill="#fff"/></svg>');
  png = await sharp({ create: { width: 40, height: 40, channels: 4, background: "#15803d" } }).composite([{ input: mark }]).png().toBuffer();
  gif = await sharp(png).gif().toBuffer();
});

/** A fetch that serves fixed bytes by URL and records what was asked (the network is outside the test). */
function fakeDeps(files: Record<string, { body: Buffer; type?: string; status?: number }>): TInlineLogoDeps & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    fetch: async (url) => {
      calls.push(url);
      if (url.startsWith("data:")) return fetch(url);
      const file = files[url];
      if (!file) return new Response("missing", { status: 404 });
      return new Response(new Uint8Array(file.body), { status: file.status ?? 200, headers: file.type ? { "content-type": file.type } : {} });
    },
    // The browser re-encodes through a canvas; sharp does the same job here.
    toPngDataUrl: async (blob) => "data:image/png;base64," + (await sharp(Buffer.from(await blob.arrayBuffer())).png().toBuffer()).toString("base64"),
  };
}

describe("inlineLogo", () => {
  test("no logo stays empty without any request", async () => {
    const deps = fakeDeps({});
    expect(await inlineLogo("  ", BASE, deps)).toBe("");
    expect(deps.calls).toEqual([]);
  });

  test("an embeddable data: URL is kept as it is", async () => {
    const deps = fakeDeps({});
    const url = "data:image/png;base64," + png.toString("base64");
    expect(await inlineLogo(url, BASE, deps)).toBe(url);
    expect(deps.calls).toEqual([]);
  });

  test("a relative URL is fetched against the page and embedded", async () => {
    const deps = fakeDeps({ "https://formqr.test/files/uploads/u1/logo.png": { body: png, type: "image/png" } });
    const out = await inlineLogo("/files/uploads/u1/logo.png", BASE, deps);
    expect(deps.calls).toEqual(["https://formqr.test/files/uploads/u1/logo.png"]);
    expect(out).toBe("data:image/png;base64," + png.toString("base64"));
  });

  test("the type comes from the bytes, not from a wrong Content-Type", async () => {
    const deps = fakeDeps({ "https://cdn.test/logo": { body: png, type: "application/octet-stream" } });
    expect(await inlineLogo("https://cdn.test/logo", BASE, deps)).toMatch(/^data:image\/png;base64,/);
  });

  test("a GIF (which the renderer does not embed) is converted to PNG", async () => {
    const deps = fakeDeps({ "https://formqr.test/files/logo.gif": { body: gif, type: "image/gif" } });
    const out = await inlineLogo("https://formqr.test/files/logo.gif", BASE, deps);
    expect(out).toMatch(/^data:image\/png;base64,/);
    expect(sniffImageType(Buffer.from(out.split(",")[1]!, "base64"))).toBe("image/png");
  });

  test("a GIF data: URL is converted too", async () => {
    const out = await inlineLogo("data:image/gif;base64," + gif.toString("base64"), BASE, fakeDeps({}));
    expect(out).toMatch(/^data:image\/png;base64,/);
  });

  test("HTTP errors, non-images and other schemes fail with LogoInlineError", async () => {
    const deps = fakeDeps({ "https://formqr.test/page.html": { body: Buffer.from("<!doctype html><p>hi"), type: "text/html" } });
    await expect(inlineLogo("https://formqr.test/gone.png", BASE, deps)).rejects.toThrow(LogoInlineError);
    await expect(inlineLogo("https://formqr.test/page.html", BASE, deps)).rejects.toThrow(LogoInlineError);
    await expect(inlineLogo("javascript:alert(1)", BASE, deps)).rejects.toThrow(LogoInlineError);
    await expect(inlineLogo("data:text/html,<b>x</b>", BASE, deps)).rejects.toThrow(LogoInlineError);
  });

  test("a network failure fails with LogoInlineError", async () => {
    const deps: TInlineLogoDeps = { fetch: async () => Promise.reject(new TypeError("Failed to fetch")), toPngDataUrl: async () => "" };
    await expect(inlineLogo("https://elsewhere.test/logo.png", BASE, deps)).rejects.toThrow(LogoInlineError);
  });

  test("the inlined logo renders into a code that still decodes", async () => {
    const deps = fakeDeps({ "https://formqr.test/files/logo.gif": { body: gif, type: "image/gif" } });
    const logo = await inlineLogo("/files/logo.gif", BASE, deps);
    const data = "https://formqr.test/s/Ab3dE9";
    const svg = renderQrSvg(data, { ...DEFAULT_QR_OPTIONS, logo, size: 512 });
    expect(svg).toContain('<image href="data:image/png;base64,');
    const { data: pixels, info } = await sharp(Buffer.from(svg)).flatten({ background: "#fff" }).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
    const decoded = jsQR(new Uint8ClampedArray(pixels.buffer, pixels.byteOffset, pixels.length), info.width, info.height);
    expect(decoded?.data).toBe(data);
  });
});

describe("sniffImageType", () => {
  test("recognises the upload types and SVG", () => {
    expect(sniffImageType(png)).toBe("image/png");
    expect(sniffImageType(gif)).toBe("image/gif");
    expect(sniffImageType(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 0]))).toBe("image/jpeg");
    expect(sniffImageType(Buffer.from("RIFF\u0000\u0000\u0000\u0000WEBPVP8 "))).toBe("image/webp");
    expect(sniffImageType(Buffer.from('<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBe("image/svg+xml");
    expect(sniffImageType(Buffer.from("<!doctype html>"))).toBeNull();
  });
});

describe("resolveLogoUrl", () => {
  test("makes paths absolute and leaves absolute URLs alone", () => {
    expect(resolveLogoUrl("/files/a.png", BASE)).toBe("https://formqr.test/files/a.png");
    expect(resolveLogoUrl("files/a.png", "https://formqr.test/form/")).toBe("https://formqr.test/form/files/a.png");
    expect(resolveLogoUrl("https://cdn.test/a.png", BASE)).toBe("https://cdn.test/a.png");
    expect(resolveLogoUrl("data:image/png;base64,AAAA", BASE)).toBe("data:image/png;base64,AAAA");
    expect(resolveLogoUrl("", BASE)).toBe("");
  });
});
