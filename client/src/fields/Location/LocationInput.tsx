import { useEffect, useRef, useState } from "react";
import { ANSWER_LIMITS } from "../../../../shared/validation/answerValues.ts";
import { asText } from "../answerReaders.ts";
import { controlA11y } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps } from "../fieldInputProps.ts";
import { locationMessages } from "./locationMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";

type TLocateStatus = "idle" | "locating" | "found" | "denied" | "unavailable" | "unsupported";

const STATUS_MESSAGES = {
  locating: locationMessages.locating,
  found: locationMessages.found,
  denied: locationMessages.denied,
  unavailable: locationMessages.unavailable,
  unsupported: locationMessages.unsupported,
} as const;

/** Free text, or the device's coordinates as "lat, lng" with "Use my location". */
export function LocationInput({ id, field, value, onChange, error, disabled }: FieldInputProps) {
  const { format } = useFieldMessages();
  const [status, setStatus] = useState<TLocateStatus>("idle");
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const locate = () => {
    if (!("geolocation" in navigator)) {
      setStatus("unsupported");
      return;
    }
    setStatus("locating");
    navigator.geolocation.getCurrentPosition(
      (position) => {
        if (!live.current) return;
        onChange(`${position.coords.latitude.toFixed(6)}, ${position.coords.longitude.toFixed(6)}`);
        setStatus("found");
      },
      (failure) => {
        if (!live.current) return;
        setStatus(failure.code === failure.PERMISSION_DENIED ? "denied" : "unavailable");
      },
      { enableHighAccuracy: true, timeout: 15000, maximumAge: 60000 },
    );
  };

  const problem = status === "denied" || status === "unavailable" || status === "unsupported";
  return (
    <FieldFrame id={id} field={field} error={error}>
      <div className="fq-inline">
        <input
          id={id}
          type="text"
          className="fq-input"
          value={asText(value)}
          onChange={(event) => {
            onChange(event.target.value);
            if (status !== "locating") setStatus("idle");
          }}
          placeholder={field.option?.placeholder || undefined}
          maxLength={ANSWER_LIMITS.shortText}
          disabled={disabled}
          {...controlA11y(id, field, error)}
        />
        <button type="button" className="fq-button fq-button-secondary" onClick={locate} disabled={disabled || status === "locating"}>
          {status === "locating" ? (
            <span className="fq-spinner" aria-hidden="true" />
          ) : (
            <svg viewBox="0 0 20 20" width="18" height="18" aria-hidden="true" focusable="false">
              <path
                fill="currentColor"
                d="M10 1.5a6 6 0 0 0-6 6c0 4.5 6 11 6 11s6-6.5 6-11a6 6 0 0 0-6-6Zm0 8.25a2.25 2.25 0 1 1 0-4.5 2.25 2.25 0 0 1 0 4.5Z"
              />
            </svg>
          )}
          <span>{format(locationMessages.useMyLocation)}</span>
        </button>
      </div>
      <p className={problem ? "fq-status fq-status-warning" : "fq-status"} role="status">
        {status !== "idle" ? format(STATUS_MESSAGES[status]) : ""}
      </p>
    </FieldFrame>
  );
}
