import { useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import {
  QR_EYE_INNER_IDS, QR_EYE_OUTER_IDS, type TQrEyeInnerId, type TQrEyeOuterId, type TQrOptions,
} from "../../../../shared/qr/qrOptions.ts";
import { ChoiceGrid } from "./ChoiceGrid.tsx";
import { isMixedRoundSquareEyes } from "./isMixedRoundSquareEyes.ts";
import { QrTile } from "./QrTile.tsx";
import { eyeInnerMessages, eyeOuterMessages } from "./qrChoiceMessages.ts";

interface EyesSectionProps {
  options: TQrOptions;
  /** A deferred copy of `options` for the tile previews. */
  tileOptions: TQrOptions;
  onChange: (patch: Partial<TQrOptions>) => void;
}

export function EyesSection({ options, tileOptions, onChange }: EyesSectionProps) {
  const intl = useIntl();
  const warningId = useId();
  const outerChoices = useMemo(
    () =>
      QR_EYE_OUTER_IDS.map((id) => ({
        value: id,
        label: intl.formatMessage(eyeOuterMessages[id]),
        preview: <QrTile options={{ ...tileOptions, eye_outer: id }} crop="eye" />,
      })),
    [intl, tileOptions],
  );
  const innerChoices = useMemo(
    () =>
      QR_EYE_INNER_IDS.map((id) => ({
        value: id,
        label: intl.formatMessage(eyeInnerMessages[id]),
        preview: <QrTile options={{ ...tileOptions, eye_inner: id }} crop="eye" />,
      })),
    [intl, tileOptions],
  );
  const mixed = isMixedRoundSquareEyes(options.eye_outer, options.eye_inner);

  return (
    <div className="qr-stack">
      <ChoiceGrid<TQrEyeOuterId>
        label={intl.formatMessage({ id: "qrDesign.eyesSection.outer", defaultMessage: "Eye frame", description: "Label of the choices for the outer square of the QR code's three corner markers" })}
        value={options.eye_outer}
        choices={outerChoices}
        onChange={(eye_outer) => onChange({ eye_outer })}
        describedBy={mixed ? warningId : undefined}
      />
      <ChoiceGrid<TQrEyeInnerId>
        label={intl.formatMessage({ id: "qrDesign.eyesSection.inner", defaultMessage: "Eye centre", description: "Label of the choices for the centre of the QR code's three corner markers" })}
        value={options.eye_inner}
        choices={innerChoices}
        onChange={(eye_inner) => onChange({ eye_inner })}
        describedBy={mixed ? warningId : undefined}
      />
      <div role="status">
        {mixed && (
          <p id={warningId} className="qr-warning">
            <FormattedMessage
              id="qrDesign.eyesSection.mixedWarning"
              defaultMessage="A round frame with a square centre (or the reverse) can make the code harder to scan. Test it with a phone, or pick matching shapes."
              description="Warning shown when the QR code's eye frame and eye centre mix round and square shapes"
            />
          </p>
        )}
      </div>
    </div>
  );
}
