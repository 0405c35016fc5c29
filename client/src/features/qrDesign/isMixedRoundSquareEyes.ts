import type { TQrEyeInnerId, TQrEyeOuterId } from "../../../../shared/qr/qrOptions.ts";

// Fully round shapes (circle, squircle) and plain squares. A round frame around a square
// centre, or the reverse, is the pairing the renderer's decoders find hardest.
const ROUND_OUTER: ReadonlySet<TQrEyeOuterId> = new Set(["eyeOuter2", "eyeOuter3"]);
const SQUARE_OUTER: ReadonlySet<TQrEyeOuterId> = new Set(["eyeOuter0"]);
const ROUND_INNER: ReadonlySet<TQrEyeInnerId> = new Set(["eyeInner2", "eyeInner7"]);
const SQUARE_INNER: ReadonlySet<TQrEyeInnerId> = new Set(["eyeInner0"]);

/** True for a round frame with a square centre or a square frame with a round centre. */
export function isMixedRoundSquareEyes(outer: TQrEyeOuterId, inner: TQrEyeInnerId): boolean {
  return (ROUND_OUTER.has(outer) && SQUARE_INNER.has(inner)) || (SQUARE_OUTER.has(outer) && ROUND_INNER.has(inner));
}
