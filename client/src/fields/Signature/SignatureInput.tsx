import { useEffect, useRef, useState } from "react";
import type SignaturePad from "signature_pad";
import { asSignature } from "../answerReaders.ts";
import { errorIdOf } from "../fieldA11y.ts";
import { FieldFrame } from "../FieldFrame.tsx";
import type { FieldInputProps, TUploadedFile } from "../fieldInputProps.ts";
import { signatureMessages } from "./signatureMessages.ts";
import { useFieldMessages } from "../useFieldMessages.ts";
import { usePendingUpload } from "../usePendingUpload.ts";

type TSignMode = "draw" | "type";
type TSaveStatus = "idle" | "saving" | "saved" | "failed";

/** Strokes come in bursts; the PNG is stored once the signer pauses. */
const SAVE_DELAY_MS = 700;
const INK = "#0f172a";
const EMPTY_SIGNATURE = { fileId: "", fileUrl: "" };
const SCRIPT_FONT = '"Segoe Script", "Bradley Hand", "Brush Script MT", "Snell Roundhand", cursive';

/** Writes a typed name across the canvas in a handwriting font, as large as fits. */
function drawTypedName(canvas: HTMLCanvasElement, name: string) {
  const context = canvas.getContext("2d");
  if (!context) return;
  const ratio = canvas.width / Math.max(1, canvas.getBoundingClientRect().width || canvas.width);
  const width = canvas.width / ratio;
  const height = canvas.height / ratio;
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.clearRect(0, 0, canvas.width, canvas.height);
  context.setTransform(ratio, 0, 0, ratio, 0, 0);
  const text = name.trim();
  if (!text) return;
  let size = Math.min(56, height * 0.5);
  context.font = `italic ${size}px ${SCRIPT_FONT}`;
  while (size > 14 && context.measureText(text).width > width - 32) {
    size -= 2;
    context.font = `italic ${size}px ${SCRIPT_FONT}`;
  }
  context.fillStyle = INK;
  context.textAlign = "center";
  context.textBaseline = "alphabetic";
  context.fillText(text, width / 2, height * 0.62);
}

/**
 * A signature drawn with mouse, finger or pen (signature_pad, loaded on demand), or typed as a
 * name for keyboard users. Stored as a PNG through onUpload(file, "signature") once the signer
 * pauses; without onUpload (editor preview) the PNG stays in the browser as a data URL.
 */
export function SignatureInput({ id, field, value, onChange, error, disabled, onUpload }: FieldInputProps) {
  const { format } = useFieldMessages();
  const stored = asSignature(value);
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const padRef = useRef<SignaturePad | null>(null);
  const [padState, setPadState] = useState<"loading" | "ready" | "failed">("loading");
  const [mode, setMode] = useState<TSignMode>("draw");
  const [typed, setTyped] = useState("");
  const [inked, setInked] = useState(Boolean(stored));
  const [status, setStatus] = useState<TSaveStatus>(stored ? "saved" : "idle");
  const [scheduled, setScheduled] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const saveRun = useRef(0);
  const inFlight = useRef<AbortController | null>(null);
  // Pad events and timers outlive renders: they read the latest props and state through refs.
  const latest = useRef({ onChange, onUpload, mode, typed, storedUrl: stored?.fileUrl ?? "" });
  latest.current = { onChange, onUpload, mode, typed, storedUrl: stored?.fileUrl ?? "" };

  const [progress, setProgress] = useState(0);
  usePendingUpload(id, scheduled || status === "saving" ? progress : status === "failed" ? -1 : undefined);

  const cancelSave = () => {
    clearTimeout(timer.current);
    saveRun.current += 1;
    inFlight.current?.abort();
    inFlight.current = null;
    setScheduled(false);
  };

  const save = async () => {
    setScheduled(false);
    const canvas = canvasRef.current;
    if (!canvas) return;
    const run = ++saveRun.current;
    const controller = new AbortController();
    inFlight.current = controller;
    setProgress(0);
    setStatus("saving");
    try {
      const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
      if (!blob) throw new Error("The signature could not be exported");
      const file = new File([blob], "signature.png", { type: "image/png" });
      const { onUpload: upload } = latest.current;
      const result: TUploadedFile = upload
        ? await upload(file, "signature", { signal: controller.signal, onProgress: (fraction) => run === saveRun.current && setProgress(Math.round(fraction * 100) / 100) })
        : { fileId: "local-signature", fileUrl: canvas.toDataURL("image/png"), name: file.name, size: file.size, mimeType: file.type };
      if (run !== saveRun.current) return;
      latest.current.onChange({ ...result, name: result.name || file.name, size: result.size || file.size, mimeType: result.mimeType || file.type });
      setStatus("saved");
    } catch (failure) {
      if (run !== saveRun.current) return;
      console.warn("Signature upload failed", failure);
      setStatus("failed");
    } finally {
      if (inFlight.current === controller) inFlight.current = null;
    }
  };

  const scheduleSave = () => {
    cancelSave();
    setStatus("idle");
    setScheduled(true);
    timer.current = setTimeout(() => void save(), SAVE_DELAY_MS);
  };

  const erase = () => {
    cancelSave();
    padRef.current?.clear();
    const canvas = canvasRef.current;
    if (canvas) drawTypedName(canvas, "");
    setInked(false);
    setStatus("idle");
  };

  const clear = () => {
    erase();
    setTyped("");
    latest.current.onChange(EMPTY_SIGNATURE);
  };

  // Load the pad, keep the canvas sharp and sized to its box.
  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    let cancelled = false;
    let lastWidth = 0;

    const fit = () => {
      const box = canvas.getBoundingClientRect();
      if (box.width === 0 || Math.round(box.width) === lastWidth) return;
      lastWidth = Math.round(box.width);
      const ratio = Math.max(window.devicePixelRatio || 1, 1);
      const strokes = padRef.current?.toData() ?? [];
      canvas.width = Math.round(box.width * ratio);
      canvas.height = Math.round(box.height * ratio);
      canvas.getContext("2d")?.scale(ratio, ratio);
      const pad = padRef.current;
      if (latest.current.mode === "type") {
        drawTypedName(canvas, latest.current.typed);
      } else if (pad) {
        pad.clear();
        if (strokes.length > 0) pad.fromData(strokes);
      }
    };

    const observer = new ResizeObserver(fit);
    observer.observe(canvas);
    fit();

    import("signature_pad").then(
      ({ default: Pad }) => {
        if (cancelled) return;
        const pad = new Pad(canvas, { penColor: INK, minWidth: 0.8, maxWidth: 2.8, throttle: 8 });
        pad.addEventListener("beginStroke", () => clearTimeout(timer.current));
        pad.addEventListener("endStroke", () => {
          setInked(true);
          scheduleSave();
        });
        padRef.current = pad;
        // Show a signature stored earlier (e.g. after the form re-rendered this field).
        const url = latest.current.storedUrl;
        if (url) {
          const box = canvas.getBoundingClientRect();
          pad.fromDataURL(url, { width: box.width, height: box.height }).catch(() => undefined);
        }
        setPadState("ready");
      },
      (failure: unknown) => {
        if (cancelled) return;
        console.warn("The signature pad could not be loaded", failure);
        setPadState("failed");
        setMode("type");
      },
    );

    return () => {
      cancelled = true;
      observer.disconnect();
      padRef.current?.off();
      padRef.current = null;
      clearTimeout(timer.current);
      inFlight.current?.abort();
    };
    // The pad lives as long as the canvas; everything it calls reads `latest`.
  }, []);

  useEffect(() => {
    const pad = padRef.current;
    if (!pad) return;
    if (mode === "draw" && !disabled) pad.on();
    else pad.off();
  }, [mode, disabled, padState]);

  const switchMode = (next: TSignMode) => {
    if (next === mode) return;
    clear();
    setMode(next);
  };

  const onType = (text: string) => {
    setTyped(text);
    latest.current.typed = text;
    const canvas = canvasRef.current;
    if (canvas) drawTypedName(canvas, text);
    if (text.trim()) {
      setInked(true);
      scheduleSave();
    } else {
      erase();
      latest.current.onChange(EMPTY_SIGNATURE);
    }
  };

  const typeId = `${id}-typed`;
  const statusText =
    padState === "failed"
      ? format(signatureMessages.unavailable)
      : status === "saving"
        ? format(signatureMessages.saving)
        : status === "saved"
          ? format(signatureMessages.saved)
          : status === "failed"
            ? format(signatureMessages.failed)
            : "";

  return (
    <FieldFrame id={id} field={field} error={error} group>
      <div className="fq-signature">
        <div className="fq-signature-bar">
          <div className="fq-toggle" role="group" aria-label={format(signatureMessages.mode)}>
            {(["draw", "type"] as const).map((option) => (
              <button
                key={option}
                type="button"
                className="fq-toggle-option"
                aria-pressed={mode === option}
                onClick={() => switchMode(option)}
                disabled={disabled || (option === "draw" && padState === "failed")}
              >
                {format(option === "draw" ? signatureMessages.draw : signatureMessages.type)}
              </button>
            ))}
          </div>
          <button
            type="button"
            className="fq-button fq-button-small fq-button-ghost"
            onClick={clear}
            disabled={disabled || (!inked && !typed)}
            aria-label={format(signatureMessages.clearLabel)}
          >
            {format(signatureMessages.clear)}
          </button>
        </div>
        <div className={["fq-signature-pad", mode === "type" && "fq-signature-typed", error && "fq-signature-invalid"].filter(Boolean).join(" ")}>
          <canvas
            ref={canvasRef}
            className="fq-signature-canvas"
            role="img"
            aria-label={format(mode === "draw" ? signatureMessages.pad : signatureMessages.preview)}
          />
          {!inked && mode === "draw" && (
            <span className="fq-signature-placeholder" aria-hidden="true">
              {padState === "loading" ? format(signatureMessages.loading) : format(signatureMessages.drawHint)}
            </span>
          )}
          <span className="fq-signature-line" aria-hidden="true" />
        </div>
        {mode === "type" && (
          <div className="fq-subfield">
            <label className="fq-sublabel" htmlFor={typeId}>
              {format(signatureMessages.typeName)}
            </label>
            <input
              id={typeId}
              type="text"
              className="fq-input"
              autoComplete="name"
              value={typed}
              onChange={(event) => onType(event.target.value)}
              maxLength={80}
              disabled={disabled}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorIdOf(id) : undefined}
            />
          </div>
        )}
        <div className="fq-signature-status">
          <p className={status === "failed" || padState === "failed" ? "fq-status fq-status-warning" : "fq-status"} role="status">
            {statusText}
          </p>
          {status === "failed" && (
            <button type="button" className="fq-button fq-button-small" onClick={() => void save()} disabled={disabled}>
              {format(signatureMessages.retry)}
            </button>
          )}
        </div>
      </div>
    </FieldFrame>
  );
}
