import { useRef, useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { Spinner } from "../../components/Spinner.tsx";
import { EditorIcon } from "./EditorIcon.tsx";
import type { TImageRef } from "./fieldEditorProps.ts";

interface OptionImagePickerProps {
  /** The option's name for accessible labels. */
  name: string;
  image: TImageRef | undefined;
  onChange: (image: TImageRef | undefined) => void;
  onUpload: (file: File) => Promise<TImageRef>;
}

/** The picture of a checkbox option: uploaded as soon as it is picked (SPEC.md §4). */
export function OptionImagePicker({ name, image, onChange, onUpload }: OptionImagePickerProps) {
  const intl = useIntl();
  const input = useRef<HTMLInputElement>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const pick = async (file: File | undefined) => {
    if (!file) return;
    setBusy(true);
    setError(null);
    try {
      onChange(await onUpload(file));
    } catch (err) {
      setError(err instanceof Error ? err.message : String(err));
    } finally {
      setBusy(false);
      if (input.current) input.current.value = "";
    }
  };

  return (
    <div className="fe-option-image">
      <input ref={input} type="file" accept="image/png,image/jpeg,image/webp,image/gif" hidden tabIndex={-1} onChange={(e) => void pick(e.target.files?.[0])} />
      {image ? (
        <span className="fe-option-thumb">
          <img src={image.fileUrl} alt="" />
          <button
            type="button"
            className="fe-option-thumb-remove"
            onClick={() => onChange(undefined)}
            aria-label={intl.formatMessage({ id: "fields.optionImagePicker.remove", defaultMessage: "Remove the image of {name}", description: "Accessible label of the button removing a checkbox option's picture" }, { name })}
          >
            <EditorIcon name="close" size={12} />
          </button>
        </span>
      ) : (
        <button
          type="button"
          className="fe-icon-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => input.current?.click()}
          aria-label={intl.formatMessage({ id: "fields.optionImagePicker.add", defaultMessage: "Add an image to {name}", description: "Accessible label of the button adding a picture to a checkbox option" }, { name })}
          title={intl.formatMessage({ id: "fields.optionImagePicker.addTitle", defaultMessage: "Add image", description: "Tooltip of the add-image button of a checkbox option" })}
        >
          {busy ? <Spinner /> : <EditorIcon name="image" size={16} />}
        </button>
      )}
      {error && (
        <p className="field-error fe-option-image-error" role="alert">
          <FormattedMessage id="fields.optionImagePicker.failed" defaultMessage="Image not added: {message}" description="Error under a checkbox option when its picture could not be uploaded" values={{ message: error }} />
        </p>
      )}
    </div>
  );
}
