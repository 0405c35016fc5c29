import { useId, useMemo } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { ColorInput } from "../../components/ColorInput.tsx";
import { QR_GRADIENT_TYPES, type TQrGradientType, type TQrOptions } from "../../../../shared/qr/qrOptions.ts";
import { ChoiceGrid } from "./ChoiceGrid.tsx";
import { hasLowQrContrast } from "./contrastRatio.ts";
import { gradientTypeMessages } from "./qrChoiceMessages.ts";
import { SwitchField } from "../../components/SwitchField.tsx";

interface ColorsSectionProps {
  options: TQrOptions;
  onChange: (patch: Partial<TQrOptions>) => void;
}

type TFill = "solid" | "gradient";

const GRADIENT_CSS: Record<TQrGradientType, (from: string, to: string) => string> = {
  linear: (a, b) => `linear-gradient(90deg, ${a}, ${b})`,
  upDown: (a, b) => `linear-gradient(180deg, ${a}, ${b})`,
  diagonal2: (a, b) => `linear-gradient(135deg, ${a}, ${b})`,
  radial: (a, b) => `radial-gradient(circle, ${a}, ${b})`,
};

const hex = (value: string) => "#" + value.replace(/^#/, "");

export function ColorsSection({ options, onChange }: ColorsSectionProps) {
  const intl = useIntl();
  const warningId = useId();
  const fill: TFill = options.gradient ? "gradient" : "solid";

  const fillChoices = useMemo(
    () => [
      { value: "solid" as const, label: intl.formatMessage({ id: "qrDesign.colorsSection.solid", defaultMessage: "Solid", description: "QR colour fill choice: one colour" }) },
      { value: "gradient" as const, label: intl.formatMessage({ id: "qrDesign.colorsSection.gradient", defaultMessage: "Gradient", description: "QR colour fill choice: a gradient between two colours" }) },
    ],
    [intl],
  );
  const directionChoices = useMemo(
    () =>
      QR_GRADIENT_TYPES.map((type) => ({
        value: type,
        label: intl.formatMessage(gradientTypeMessages[type]),
        preview: <span className="qr-swatch" aria-hidden="true" style={{ background: GRADIENT_CSS[type](hex(options.color01), hex(options.color02)) }} />,
      })),
    [intl, options.color01, options.color02],
  );

  const foregrounds = [...(options.gradient ? [options.color01, options.color02] : [options.colorDark]), ...(options.eye_color ? [options.eye_color01, options.eye_color02] : [])];
  const lowContrast = !options.transparentBkg && hasLowQrContrast(foregrounds, options.backgroundColor);

  return (
    <div className="qr-stack">
      <fieldset className="qr-fieldset" aria-describedby={lowContrast ? warningId : undefined}>
        <legend className="qr-group-label">
          <FormattedMessage id="qrDesign.colorsSection.codeColor" defaultMessage="Code colour" description="Heading of the QR module colour settings" />
        </legend>
        <ChoiceGrid<TFill>
          hideLabel
          variant="segmented"
          label={intl.formatMessage({ id: "qrDesign.colorsSection.fillType", defaultMessage: "Fill type", description: "Accessible name of the solid/gradient choice for the QR code colour" })}
          value={fill}
          choices={fillChoices}
          onChange={(value) => onChange({ gradient: value === "gradient" })}
        />
        {fill === "solid" ? (
          <ColorInput
            label={intl.formatMessage({ id: "qrDesign.colorsSection.colorDark", defaultMessage: "Colour", description: "Label of the QR code's single module colour" })}
            value={options.colorDark}
            onChange={(colorDark) => onChange({ colorDark })}
          />
        ) : (
          <>
            <div className="qr-color-pair">
              <ColorInput
                label={intl.formatMessage({ id: "qrDesign.colorsSection.color01", defaultMessage: "Start colour", description: "Label of the first colour of the QR code gradient" })}
                value={options.color01}
                onChange={(color01) => onChange({ color01 })}
              />
              <ColorInput
                label={intl.formatMessage({ id: "qrDesign.colorsSection.color02", defaultMessage: "End colour", description: "Label of the second colour of the QR code gradient" })}
                value={options.color02}
                onChange={(color02) => onChange({ color02 })}
              />
            </div>
            <ChoiceGrid<TQrGradientType>
              variant="segmented"
              label={intl.formatMessage({ id: "qrDesign.colorsSection.direction", defaultMessage: "Direction", description: "Label of the QR gradient direction choices" })}
              value={options.grdType}
              choices={directionChoices}
              onChange={(grdType) => onChange({ grdType })}
            />
          </>
        )}
      </fieldset>

      <fieldset className="qr-fieldset">
        <legend className="qr-group-label">
          <FormattedMessage id="qrDesign.colorsSection.eyes" defaultMessage="Eye colours" description="Heading of the colour settings of the QR code's three corner markers" />
        </legend>
        <SwitchField
          label={intl.formatMessage({ id: "qrDesign.colorsSection.eyeColor", defaultMessage: "Use custom eye colours", description: "Switch that gives the QR code's corner markers their own colours" })}
          checked={options.eye_color}
          onChange={(eye_color) => onChange({ eye_color })}
        />
        {options.eye_color && (
          <div className="qr-color-pair">
            <ColorInput
              label={intl.formatMessage({ id: "qrDesign.colorsSection.eyeColor01", defaultMessage: "Eye frame", description: "Label of the colour of the outer part of the QR code's corner markers" })}
              value={options.eye_color01}
              onChange={(eye_color01) => onChange({ eye_color01 })}
            />
            <ColorInput
              label={intl.formatMessage({ id: "qrDesign.colorsSection.eyeColor02", defaultMessage: "Eye centre", description: "Label of the colour of the centre of the QR code's corner markers" })}
              value={options.eye_color02}
              onChange={(eye_color02) => onChange({ eye_color02 })}
            />
          </div>
        )}
      </fieldset>

      <fieldset className="qr-fieldset">
        <legend className="qr-group-label">
          <FormattedMessage id="qrDesign.colorsSection.background" defaultMessage="Background" description="Heading of the QR code background settings" />
        </legend>
        <SwitchField
          label={intl.formatMessage({ id: "qrDesign.colorsSection.transparent", defaultMessage: "Transparent background", description: "Switch that removes the QR code's background" })}
          hint={
            options.transparentBkg
              ? intl.formatMessage({
                  id: "qrDesign.colorsSection.transparentHint",
                  defaultMessage: "Place the code on a light surface. The colour below is still used for text on the frame.",
                  description: "Hint under the transparent background switch when it is on",
                })
              : undefined
          }
          checked={options.transparentBkg}
          onChange={(transparentBkg) => onChange({ transparentBkg })}
        />
        <ColorInput
          label={intl.formatMessage({ id: "qrDesign.colorsSection.backgroundColor", defaultMessage: "Background colour", description: "Label of the QR code's background colour" })}
          value={options.backgroundColor}
          onChange={(backgroundColor) => onChange({ backgroundColor })}
        />
      </fieldset>

      <div role="status">
        {lowContrast && (
          <p id={warningId} className="qr-warning">
            <FormattedMessage
              id="qrDesign.colorsSection.lowContrast"
              defaultMessage="These colours may be hard to scan. Use dark colours on a light background with strong contrast."
              description="Warning when the QR code colours contrast too little with the background, or are lighter than it"
            />
          </p>
        )}
      </div>
    </div>
  );
}
