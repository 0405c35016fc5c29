import { useMemo } from "react";
import type { TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { qrTileSrc, type TTileCrop } from "./qrTileSrc.ts";

/** A decorative preview inside a labelled choice; the choice's name is its accessible name. */
export function QrTile({ options, crop = "full" }: { options: TQrOptions; crop?: TTileCrop }) {
  const src = useMemo(() => {
    try {
      return qrTileSrc(options, crop);
    } catch {
      return null;
    }
  }, [options, crop]);
  const className = options.transparentBkg ? "qr-tile-image qr-tile-image-transparent" : "qr-tile-image";
  if (!src) return <span className={className} aria-hidden="true" />;
  return <img className={className} src={src} alt="" width={120} height={120} decoding="async" draggable={false} />;
}
