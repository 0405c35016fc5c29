/** Largest side of a converted logo: sharp at the biggest export (about a quarter of 2048 px). */
const MAX_SIDE = 1024;

/** Decodes any image the browser reads (GIF: first frame) and re-encodes it as a PNG data: URL. */
export async function rasterizeImageToPng(image: Blob): Promise<string> {
  const bitmap = await createImageBitmap(image);
  try {
    const scale = Math.min(1, MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.max(1, Math.round(bitmap.width * scale));
    canvas.height = Math.max(1, Math.round(bitmap.height * scale));
    const ctx = canvas.getContext("2d");
    if (!ctx) throw new Error("Canvas 2D is not available");
    ctx.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    return canvas.toDataURL("image/png");
  } finally {
    bitmap.close();
  }
}
