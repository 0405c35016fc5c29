/** SPEC.md §9: pictures are optimised to at most 800 px wide, JPEG quality 0.8. */
export const SHRINK_MAX_WIDTH = 800;
export const SHRINK_JPEG_QUALITY = 0.8;

// Formats a canvas can redraw without losing anything that matters (GIFs may be animated, SVGs are vectors).
const REDRAWABLE = new Set(["image/jpeg", "image/png", "image/webp", "image/bmp"]);

async function decode(file: File): Promise<{ source: CanvasImageSource; width: number; height: number; close(): void }> {
  if (typeof createImageBitmap === "function") {
    const bitmap = await createImageBitmap(file);
    return { source: bitmap, width: bitmap.width, height: bitmap.height, close: () => bitmap.close() };
  }
  const url = URL.createObjectURL(file);
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    return { source: image, width: image.naturalWidth, height: image.naturalHeight, close: () => undefined };
  } finally {
    URL.revokeObjectURL(url);
  }
}

/**
 * Shrinks a picture in the browser before upload: wider than maxWidth → redrawn at maxWidth as a
 * JPEG. Anything else (small pictures, GIF, SVG, files the browser cannot decode) is returned as is,
 * and so is a result that would be larger than the original. Image errors are logged only (SPEC.md §8).
 */
export async function shrinkImage(file: File, maxWidth = SHRINK_MAX_WIDTH, quality = SHRINK_JPEG_QUALITY): Promise<File> {
  if (!REDRAWABLE.has(file.type)) return file;
  try {
    const image = await decode(file);
    try {
      if (image.width <= maxWidth) return file;
      const width = maxWidth;
      const height = Math.max(1, Math.round((image.height * maxWidth) / image.width));
      const canvas = document.createElement("canvas");
      canvas.width = width;
      canvas.height = height;
      const context = canvas.getContext("2d");
      if (!context) return file;
      // JPEG has no transparency: transparent pixels of a PNG become white, not black.
      context.fillStyle = "#ffffff";
      context.fillRect(0, 0, width, height);
      context.imageSmoothingQuality = "high";
      context.drawImage(image.source, 0, 0, width, height);
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", quality));
      if (!blob || blob.size >= file.size) return file;
      const name = file.name.replace(/\.[^./\\]*$/, "") + ".jpg";
      return new File([blob], name, { type: "image/jpeg", lastModified: file.lastModified });
    } finally {
      image.close();
    }
  } catch (error) {
    console.warn("Could not shrink the picture; uploading it as it is.", error);
    return file;
  }
}
