import { useMemo } from "react";
import { useIntl } from "react-intl";
import { QR_PATTERN_IDS, type TQrOptions, type TQrPatternId } from "../../../../shared/qr/qrOptions.ts";
import { ChoiceGrid } from "./ChoiceGrid.tsx";
import { QrTile } from "./QrTile.tsx";
import { patternMessages } from "./qrChoiceMessages.ts";

interface PatternSectionProps {
  options: TQrOptions;
  /** A deferred copy of `options` for the tile previews. */
  tileOptions: TQrOptions;
  onChange: (patch: Partial<TQrOptions>) => void;
}

export function PatternSection({ options, tileOptions, onChange }: PatternSectionProps) {
  const intl = useIntl();
  const choices = useMemo(
    () =>
      QR_PATTERN_IDS.map((id) => ({
        value: id,
        label: intl.formatMessage(patternMessages[id]),
        preview: <QrTile options={{ ...tileOptions, qrData: id }} crop="corner" />,
      })),
    [intl, tileOptions],
  );
  return (
    <ChoiceGrid<TQrPatternId>
      hideLabel
      label={intl.formatMessage({ id: "qrDesign.patternSection.label", defaultMessage: "Module style", description: "Accessible name of the group of QR module style choices" })}
      value={options.qrData}
      choices={choices}
      onChange={(qrData) => onChange({ qrData })}
    />
  );
}
