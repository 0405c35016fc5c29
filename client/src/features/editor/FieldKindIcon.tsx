import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";

const PATHS: Record<FieldName, string> = {
  QRFieldTitle: "M5 6h14M12 6v13M9 19h6",
  QRFieldDescription: "M4 6h16M4 10h16M4 14h16M4 18h10",
  QRFieldLabel: "M3 12l6-7h12v14H9zM9 12h.01",
  QRFieldShortText: "M3 8h18v8H3zM7 12h6",
  QRFieldLongText: "M3 4h18v16H3zM7 8h10M7 12h10M7 16h6",
  QRFieldEmail: "M3 5h18v14H3zM3 7l9 6 9-6",
  QRFieldPhone: "M5 4h4l2 5-3 2a11 11 0 0 0 5 5l2-3 5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2z",
  QRFieldNumber: "M9 4 7 20M17 4l-2 16M4 9h16M3 15h16",
  QRFieldName: "M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21a8 8 0 0 1 16 0",
  QRFieldAddress: "M3 10 12 3l9 7v11H3zM9 21v-6h6v6",
  QRFieldCalendar: "M4 5h16v16H4zM4 10h16M8 3v4M16 3v4M8 14h.01M12 14h.01M16 14h.01M8 17h.01M12 17h.01",
  QRFieldTime: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 7v5l3 2",
  QRFieldRadio: "M12 21a9 9 0 1 0 0-18 9 9 0 0 0 0 18zM12 15a3 3 0 1 0 0-6 3 3 0 0 0 0 6z",
  QRFieldDropdown: "M3 6h18v12H3zM14 11l2.5 2.5L19 11",
  QRFieldGender: "M10 14a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM10 14v7M7 18h6M14 5l5-2M19 3v5",
  QRFieldLocation: "M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5z",
  QRFieldCheckbox: "M4 4h16v16H4zM8 12l3 3 5-6",
  QRFieldSheet: "M3 4h18v16H3zM3 9h18M3 14h18M10 4v16",
  QRFieldCheckList: "M4 6l1.5 1.5L8 5M4 12l1.5 1.5L8 11M4 18l1.5 1.5L8 17M11 6h9M11 12h9M11 18h9",
  QRFieldDocument: "M6 2h8l5 5v15H6zM14 2v5h5M9 13h7M9 17h7",
  QRFieldPicture: "M3 5h18v14H3zM3 16l5-5 5 5M13 14l2-2 6 6M16 9h.01",
  QRFieldSignature: "M3 17c3-7 5-10 6-8s-3 8-1 8 4-6 6-6 1 5 3 5 3-2 4-2M3 21h18",
  QRFieldAudio: "M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3",
  QRFieldVideo: "M3 6h13v12H3zM16 10l5-3v10l-5-3",
  QRFieldMultipleLevelSelect: "M4 4h8v4H4zM8 8v4h4M12 10h8v4h-8zM16 14v4h-4M4 16h8v4H4z",
  QRFieldCascadeSelect: "M3 5h7M3 12h7M3 19h7M13 5h8M13 12h8M10 5l3 7M10 12l3 7",
};

/** The palette and card icon of a field kind (decorative). */
export function FieldKindIcon({ name, size = 20 }: { name: FieldName; size?: number }) {
  return (
    <svg
      className="field-kind-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <path d={PATHS[name]} />
    </svg>
  );
}
