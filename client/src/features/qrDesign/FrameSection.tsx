import { useEffect, useId, useMemo, useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ColorInput } from "../../components/ColorInput.tsx";
import { QR_FRAME_IDS, type TQrFrameColorType, type TQrFrameId, type TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { ChoiceGrid } from "./ChoiceGrid.tsx";
import { QrTile } from "./QrTile.tsx";
import { frameMessages } from "./qrChoiceMessages.ts";

interface FrameSectionProps {
  options: TQrOptions;
  /** A deferred copy of `options` for the tile previews, so typing never waits for them. */
  tileOptions: TQrOptions;
  onChange: (patch: Partial<TQrOptions>) => void;
}

const FRAME_TEXT_MAX = 64;
const FRAME_FONTS = ["Arial", "Helvetica", "Georgia", "Verdana", "Courier New", "Trebuchet MS", "Times New Roman", "Impact"] as const;

export function FrameSection({ options, tileOptions, onChange }: FrameSectionProps) {
  const intl = useIntl();
  const textId = useId();
  const countId = useId();
  const fontId = useId();
  const frameTiles = useMemo(
    () =>
      QR_FRAME_IDS.map((id) => ({
        value: id,
        label: intl.formatMessage(frameMessages[id]),
        preview: <QrTile options={{ ...tileOptions, frame: id }} />,
      })),
    [intl, tileOptions],
  );
  const colorTypeChoices = useMemo(
    () => [
      { value: "solid" as const, label: intl.formatMessage({ id: "qrDesign.frameSection.solid", defaultMessage: "Solid", description: "Frame colour choice: one colour" }) },
      { value: "gradient" as const, label: intl.formatMessage({ id: "qrDesign.frameSection.gradient", defaultMessage: "Gradient", description: "Frame colour choice: a gradient between two colours" }) },
    ],
    [intl],
  );

  // The text box keeps its own draft while focused, so a parent that applies changes late
  // (debounced) never rewinds what is being typed.
  const [text, setText] = useState(options.frameText);
  const editing = useRef(false);
  useEffect(() => {
    if (!editing.current) setText(options.frameText);
  }, [options.frameText]);

  const fonts = (FRAME_FONTS as readonly string[]).includes(options.frametextFont) ? FRAME_FONTS : [options.frametextFont, ...FRAME_FONTS];
  const hasFrame = options.frame !== "frame0";

  return (
    <div className="qr-stack">
      <ChoiceGrid<TQrFrameId>
        hideLabel
        label={intl.formatMessage({ id: "qrDesign.frameSection.label", defaultMessage: "Frame style", description: "Accessible name of the group of QR frame choices" })}
        value={options.frame}
        choices={frameTiles}
        onChange={(frame) => onChange({ frame })}
      />
      {hasFrame ? (
        <>
          <div className="field">
            <label className="field-label" htmlFor={textId}>
              <FormattedMessage id="qrDesign.frameSection.text" defaultMessage="Frame text" description="Label of the call-to-action text shown on the QR frame" />
            </label>
            <input
              id={textId}
              className="input"
              value={text}
              maxLength={FRAME_TEXT_MAX}
              autoComplete="off"
              aria-describedby={countId}
              onFocus={() => {
                editing.current = true;
              }}
              onBlur={() => {
                editing.current = false;
              }}
              onChange={(event) => {
                setText(event.target.value);
                onChange({ frameText: event.target.value });
              }}
            />
            <p id={countId} className="field-hint qr-counter">
              <FormattedMessage
                id="qrDesign.frameSection.count"
                defaultMessage="{count} / {max} characters"
                description="Character counter under the QR frame text"
                values={{ count: text.length, max: FRAME_TEXT_MAX }}
              />
            </p>
          </div>
          <div className="field">
            <label className="field-label" htmlFor={fontId}>
              <FormattedMessage id="qrDesign.frameSection.font" defaultMessage="Font" description="Label of the font choice for the QR frame text" />
            </label>
            <select id={fontId} className="input qr-select" value={options.frametextFont} onChange={(event) => onChange({ frametextFont: event.target.value })}>
              {fonts.map((font) => (
                <option key={font} value={font} style={{ fontFamily: font }}>
                  {font}
                </option>
              ))}
            </select>
          </div>
          <fieldset className="qr-fieldset">
            <legend className="qr-group-label">
              <FormattedMessage id="qrDesign.frameSection.color" defaultMessage="Frame colour" description="Heading of the QR frame colour settings" />
            </legend>
            <ChoiceGrid<TQrFrameColorType>
              hideLabel
              variant="segmented"
              label={intl.formatMessage({ id: "qrDesign.frameSection.colorType", defaultMessage: "Frame fill type", description: "Accessible name of the solid/gradient choice for the QR frame" })}
              value={options.frameColorType}
              choices={colorTypeChoices}
              onChange={(frameColorType) => onChange({ frameColorType })}
            />
            {options.frameColorType === "gradient" ? (
              <div className="qr-color-pair">
                <ColorInput
                  label={intl.formatMessage({ id: "qrDesign.frameSection.frameColorStart", defaultMessage: "Start colour", description: "Label of the first colour of the QR frame gradient" })}
                  value={options.frameColor}
                  onChange={(frameColor) => onChange({ frameColor })}
                />
                <ColorInput
                  label={intl.formatMessage({ id: "qrDesign.frameSection.frameColorEnd", defaultMessage: "End colour", description: "Label of the second colour of the QR frame gradient" })}
                  value={options.frameColor2}
                  onChange={(frameColor2) => onChange({ frameColor2 })}
                />
              </div>
            ) : (
              <ColorInput
                label={intl.formatMessage({ id: "qrDesign.frameSection.frameColor", defaultMessage: "Colour", description: "Label of the QR frame's single colour" })}
                value={options.frameColor}
                onChange={(frameColor) => onChange({ frameColor })}
              />
            )}
          </fieldset>
        </>
      ) : (
        <p className="field-hint">
          <FormattedMessage
            id="qrDesign.frameSection.noFrameHint"
            defaultMessage="Pick a frame to add a call to action such as “SCAN ME” around the code."
            description="Hint under the frame choices while no frame is selected"
          />
        </p>
      )}
    </div>
  );
}
