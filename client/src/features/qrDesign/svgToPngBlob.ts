/** width/height attributes of the renderer's root <svg> (the export size in pixels). */
export function svgPixelSize(svg: string): { width: number; height: number } {
  const tag = /^<svg[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\swidth="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  const height = Number(/\sheight="(\d+(?:\.\d+)?)"/.exec(tag)?.[1]);
  if (!(width > 0 && height > 0)) throw new Error("The SVG has no pixel size");
  return { width: Math.round(width), height: Math.round(height) };
}

/**
 * Rasterises a self-contained SVG at its own pixel size: loaded as an image from a Blob URL
 * and drawn on a canvas (transparent areas stay transparent).
 */
export async function svgToPngBlob(svg: string): Promise<Blob> {
  const { width, height } = svgPixelSize(svg);
  const url = URL.createObjectURL(new Blob([svg], { type: "image/svg+xml;charset=utf-8" }));
  try {
    const image = new Image();
    image.decoding = "async";
    image.src = url;
    await image.decode();
    const canvas = document.createElement("canvas");
    canvas.width = width;
    canvas.height = height;
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas 2D is not available");
    ctx.imageSmoothingQuality = "high";
    ctx.drawImage(image, 0, 0, width, height);
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The PNG could not be encoded"))), "image/png"),
    );
  } finally {
    URL.revokeObjectURL(url);
  }
}
