// Translatable names of the QR design choices. The English constants in shared/qr are for
// the server and tests; the interface always shows these, looked up by the option id.
import { defineMessages, type MessageDescriptor } from "react-intl";
import type { TQrEyeInnerId, TQrEyeOuterId, TQrFrameId, TQrGradientType, TQrPatternId } from "../../../../shared/qr/qrOptions.ts";

export const patternMessages: Record<TQrPatternId, MessageDescriptor> = defineMessages({
  pattern0: { id: "qrDesign.patterns.pattern0", defaultMessage: "Square", description: "QR code module style: plain square modules" },
  pattern1: { id: "qrDesign.patterns.pattern1", defaultMessage: "Dots", description: "QR code module style: round dots" },
  pattern2: { id: "qrDesign.patterns.pattern2", defaultMessage: "Rounded", description: "QR code module style: squares with rounded corners, joined" },
  pattern3: { id: "qrDesign.patterns.pattern3", defaultMessage: "Extra rounded", description: "QR code module style: very rounded, joined shapes" },
  pattern4: { id: "qrDesign.patterns.pattern4", defaultMessage: "Classy", description: "QR code module style: squares with two opposite corners cut" },
  pattern5: { id: "qrDesign.patterns.pattern5", defaultMessage: "Classy rounded", description: "QR code module style: squares with two opposite corners rounded" },
  pattern6: { id: "qrDesign.patterns.pattern6", defaultMessage: "Vertical bars", description: "QR code module style: modules joined into vertical bars" },
  pattern7: { id: "qrDesign.patterns.pattern7", defaultMessage: "Horizontal bars", description: "QR code module style: modules joined into horizontal bars" },
  pattern8: { id: "qrDesign.patterns.pattern8", defaultMessage: "Diamonds", description: "QR code module style: diamond shapes" },
  pattern9: { id: "qrDesign.patterns.pattern9", defaultMessage: "Small squares", description: "QR code module style: small separated squares" },
  pattern10: { id: "qrDesign.patterns.pattern10", defaultMessage: "Stars", description: "QR code module style: star shapes" },
  pattern11: { id: "qrDesign.patterns.pattern11", defaultMessage: "Tiles", description: "QR code module style: tiles with small gaps" },
  pattern12: { id: "qrDesign.patterns.pattern12", defaultMessage: "Plus", description: "QR code module style: plus signs" },
  pattern13: { id: "qrDesign.patterns.pattern13", defaultMessage: "Beads", description: "QR code module style: round beads joined by thin links" },
});

export const eyeOuterMessages: Record<TQrEyeOuterId, MessageDescriptor> = defineMessages({
  eyeOuter0: { id: "qrDesign.eyeOuter.eyeOuter0", defaultMessage: "Square", description: "Shape of the QR code's corner frames (eyes): square" },
  eyeOuter1: { id: "qrDesign.eyeOuter.eyeOuter1", defaultMessage: "Rounded", description: "Shape of the QR code's corner frames (eyes): rounded square" },
  eyeOuter2: { id: "qrDesign.eyeOuter.eyeOuter2", defaultMessage: "Squircle", description: "Shape of the QR code's corner frames (eyes): between square and circle" },
  eyeOuter3: { id: "qrDesign.eyeOuter.eyeOuter3", defaultMessage: "Circle", description: "Shape of the QR code's corner frames (eyes): circle" },
  eyeOuter4: { id: "qrDesign.eyeOuter.eyeOuter4", defaultMessage: "Leaf", description: "Shape of the QR code's corner frames (eyes): leaf, two opposite corners round" },
  eyeOuter5: { id: "qrDesign.eyeOuter.eyeOuter5", defaultMessage: "Drop", description: "Shape of the QR code's corner frames (eyes): drop, one corner square" },
  eyeOuter6: { id: "qrDesign.eyeOuter.eyeOuter6", defaultMessage: "Octagon", description: "Shape of the QR code's corner frames (eyes): octagon" },
  eyeOuter7: { id: "qrDesign.eyeOuter.eyeOuter7", defaultMessage: "Cushion", description: "Shape of the QR code's corner frames (eyes): cushion with bulging sides" },
  eyeOuter8: { id: "qrDesign.eyeOuter.eyeOuter8", defaultMessage: "Soft frame", description: "Shape of the QR code's corner frames (eyes): thick frame with soft corners" },
});

export const eyeInnerMessages: Record<TQrEyeInnerId, MessageDescriptor> = defineMessages({
  eyeInner0: { id: "qrDesign.eyeInner.eyeInner0", defaultMessage: "Square", description: "Shape of the centre of the QR code's eyes: square" },
  eyeInner1: { id: "qrDesign.eyeInner.eyeInner1", defaultMessage: "Rounded", description: "Shape of the centre of the QR code's eyes: rounded square" },
  eyeInner2: { id: "qrDesign.eyeInner.eyeInner2", defaultMessage: "Circle", description: "Shape of the centre of the QR code's eyes: circle" },
  eyeInner3: { id: "qrDesign.eyeInner.eyeInner3", defaultMessage: "Leaf", description: "Shape of the centre of the QR code's eyes: leaf" },
  eyeInner4: { id: "qrDesign.eyeInner.eyeInner4", defaultMessage: "Drop", description: "Shape of the centre of the QR code's eyes: drop" },
  eyeInner5: { id: "qrDesign.eyeInner.eyeInner5", defaultMessage: "Soft leaf", description: "Shape of the centre of the QR code's eyes: leaf with softer corners" },
  eyeInner6: { id: "qrDesign.eyeInner.eyeInner6", defaultMessage: "Octagon", description: "Shape of the centre of the QR code's eyes: octagon" },
  eyeInner7: { id: "qrDesign.eyeInner.eyeInner7", defaultMessage: "Squircle", description: "Shape of the centre of the QR code's eyes: between square and circle" },
  eyeInner8: { id: "qrDesign.eyeInner.eyeInner8", defaultMessage: "Cushion", description: "Shape of the centre of the QR code's eyes: cushion with bulging sides" },
});

export const frameMessages: Record<TQrFrameId, MessageDescriptor> = defineMessages({
  frame0: { id: "qrDesign.frames.frame0", defaultMessage: "None", description: "QR code frame choice: no frame" },
  frame1: { id: "qrDesign.frames.frame1", defaultMessage: "Banner below", description: "QR code frame: a text banner under the code" },
  frame2: { id: "qrDesign.frames.frame2", defaultMessage: "Banner above", description: "QR code frame: a text banner over the code" },
  frame3: { id: "qrDesign.frames.frame3", defaultMessage: "Rounded card", description: "QR code frame: a rounded card with text" },
  frame4: { id: "qrDesign.frames.frame4", defaultMessage: "Speech bubble", description: "QR code frame: a speech bubble with text below the code" },
  frame5: { id: "qrDesign.frames.frame5", defaultMessage: "Bubble above", description: "QR code frame: a speech bubble with text above the code" },
  frame6: { id: "qrDesign.frames.frame6", defaultMessage: "Corner brackets", description: "QR code frame: brackets at the four corners, text below" },
  frame7: { id: "qrDesign.frames.frame7", defaultMessage: "Ribbon", description: "QR code frame: a ribbon with text below the code" },
  frame8: { id: "qrDesign.frames.frame8", defaultMessage: "Caption", description: "QR code frame: plain caption text below the code" },
});

export const gradientTypeMessages: Record<TQrGradientType, MessageDescriptor> = defineMessages({
  linear: { id: "qrDesign.gradientTypes.linear", defaultMessage: "Horizontal", description: "QR gradient direction: left to right" },
  upDown: { id: "qrDesign.gradientTypes.upDown", defaultMessage: "Vertical", description: "QR gradient direction: top to bottom" },
  diagonal2: { id: "qrDesign.gradientTypes.diagonal2", defaultMessage: "Diagonal", description: "QR gradient direction: top-left to bottom-right" },
  radial: { id: "qrDesign.gradientTypes.radial", defaultMessage: "Radial", description: "QR gradient direction: from the centre outwards" },
});

/** Names of the built-in QR design templates (shared/qr/qrDesignTemplates.ts), keyed by template id. */
export const templateMessages: Record<string, MessageDescriptor> = defineMessages({
  classic: { id: "qrDesign.templates.classic", defaultMessage: "Classic", description: "Name of a QR design template: plain black squares" },
  ocean: { id: "qrDesign.templates.ocean", defaultMessage: "Ocean", description: "Name of a QR design template: blue gradient" },
  sunset: { id: "qrDesign.templates.sunset", defaultMessage: "Sunset", description: "Name of a QR design template: orange to pink gradient" },
  forest: { id: "qrDesign.templates.forest", defaultMessage: "Forest", description: "Name of a QR design template: dark greens" },
  dots: { id: "qrDesign.templates.dots", defaultMessage: "Polka dots", description: "Name of a QR design template: round dots" },
  berry: { id: "qrDesign.templates.berry", defaultMessage: "Berry", description: "Name of a QR design template: purple to red radial gradient" },
  midnight: { id: "qrDesign.templates.midnight", defaultMessage: "Midnight", description: "Name of a QR design template: dark code on pale blue" },
  "scan-me-banner": { id: "qrDesign.templates.scanMeBanner", defaultMessage: "Scan me banner", description: "Name of a QR design template: code with a SCAN ME banner" },
  bubble: { id: "qrDesign.templates.bubble", defaultMessage: "Speech bubble", description: "Name of a QR design template: code in a speech bubble" },
  ribbon: { id: "qrDesign.templates.ribbon", defaultMessage: "Ribbon", description: "Name of a QR design template: red code with a ribbon" },
  card: { id: "qrDesign.templates.card", defaultMessage: "Rounded card", description: "Name of a QR design template: code on a green card" },
  diamond: { id: "qrDesign.templates.diamond", defaultMessage: "Diamond", description: "Name of a QR design template: diamond-shaped modules" },
  stars: { id: "qrDesign.templates.stars", defaultMessage: "Starry", description: "Name of a QR design template: star-shaped modules" },
  bars: { id: "qrDesign.templates.bars", defaultMessage: "Barcode", description: "Name of a QR design template: vertical bars" },
  tiles: { id: "qrDesign.templates.tiles", defaultMessage: "Tiles", description: "Name of a QR design template: tiles with a blue-green gradient" },
  mint: { id: "qrDesign.templates.mint", defaultMessage: "Mint", description: "Name of a QR design template: green on mint with a caption" },
  coral: { id: "qrDesign.templates.coral", defaultMessage: "Coral", description: "Name of a QR design template: orange with a FEEDBACK banner" },
  corners: { id: "qrDesign.templates.corners", defaultMessage: "Brackets", description: "Name of a QR design template: code inside corner brackets" },
  glass: { id: "qrDesign.templates.glass", defaultMessage: "Transparent", description: "Name of a QR design template: transparent background" },
});
