import { FormattedMessage, useIntl } from "react-intl";
import type { FieldName } from "../../../../shared/fields/fieldKinds.ts";
import { LEVEL_KEYS } from "../../../../shared/validation/answerValues.ts";
import { asFileList, asRows, asSignature, asTextRecord } from "../../fields/answerReaders.ts";
import { formatFileSize } from "../../fields/formatFileSize.ts";
import type { TUploadedFile } from "../../fields/fieldInputProps.ts";
import { answerText, checkListText, LEVEL_SEPARATOR } from "./answerText.ts";
import { useAnswerTextLabels } from "./useAnswerTextLabels.ts";

interface AnswerViewProps {
  name: FieldName | null;
  data: unknown;
  /** Deletes one uploaded file of the answer (after confirmation by the caller). */
  onDeleteFile: (file: TUploadedFile) => void;
}

function NoAnswer() {
  return (
    <span className="answer-empty">
      <FormattedMessage id="submissions.answerView.empty" defaultMessage="No answer" description="Detail view: the respondent left this field empty" />
    </span>
  );
}

function FileList({ files, pictures, onDeleteFile }: { files: TUploadedFile[]; pictures: boolean; onDeleteFile: (file: TUploadedFile) => void }) {
  const intl = useIntl();
  return (
    <ul className={pictures ? "answer-files answer-files-pictures" : "answer-files"}>
      {files.map((file) => {
        const name = file.name || file.fileUrl.split("/").pop() || file.fileId;
        const isImage = pictures || file.mimeType.startsWith("image/");
        return (
          <li key={file.fileId || file.fileUrl} className="answer-file">
            <a href={file.fileUrl} target="_blank" rel="noreferrer" className="answer-file-link">
              {isImage && <img src={file.fileUrl} alt="" loading="lazy" className="answer-file-preview" />}
              <span className="answer-file-name">{name}</span>
            </a>
            {file.size > 0 && <span className="answer-file-size">{formatFileSize(file.size, intl.locale)}</span>}
            {file.fileId && (
              <button
                type="button"
                className="btn btn-ghost btn-small answer-file-delete"
                onClick={() => onDeleteFile(file)}
                aria-label={intl.formatMessage(
                  { id: "submissions.answerView.deleteFile", defaultMessage: "Delete file {name}", description: "Accessible label of the button that deletes one uploaded file of an answer" },
                  { name },
                )}
              >
                <svg viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
                  <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
                </svg>
              </button>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** One answer in full, rendered by kind: files as links, sheets as tables, parts labelled. */
export function AnswerView({ name, data, onDeleteFile }: AnswerViewProps) {
  const labels = useAnswerTextLabels();
  const intl = useIntl();
  switch (name) {
    case "QRFieldDocument":
    case "QRFieldPicture":
    case "QRFieldAudio":
    case "QRFieldVideo": {
      const files = asFileList(data);
      return files.length ? <FileList files={files} pictures={name === "QRFieldPicture"} onDeleteFile={onDeleteFile} /> : <NoAnswer />;
    }
    case "QRFieldSignature": {
      const signature = asSignature(data);
      if (!signature?.fileUrl) return <NoAnswer />;
      return (
        <div className="answer-signature">
          <img
            src={signature.fileUrl}
            alt={intl.formatMessage({ id: "submissions.answerView.signatureAlt", defaultMessage: "Signature", description: "Alt text of a signature image in the detail view" })}
          />
        </div>
      );
    }
    case "QRFieldName": {
      const parts = asTextRecord(data, ["firstName", "lastName"]);
      if (!parts.firstName && !parts.lastName) return <NoAnswer />;
      return (
        <dl className="answer-parts">
          <div className="answer-part">
            <dt><FormattedMessage id="submissions.answerView.firstName" defaultMessage="First name" description="Detail view: label of the first name part of a name answer" /></dt>
            <dd>{parts.firstName || "—"}</dd>
          </div>
          <div className="answer-part">
            <dt><FormattedMessage id="submissions.answerView.lastName" defaultMessage="Last name" description="Detail view: label of the last name part of a name answer" /></dt>
            <dd>{parts.lastName || "—"}</dd>
          </div>
        </dl>
      );
    }
    case "QRFieldAddress": {
      const parts = asTextRecord(data, ["addressLine", "city", "state", "postalCode", "country"]);
      if (!Object.values(parts).some(Boolean)) return <NoAnswer />;
      const rows = [
        { key: "addressLine", label: intl.formatMessage({ id: "submissions.answerView.addressLine", defaultMessage: "Street address", description: "Detail view: address part label" }) },
        { key: "city", label: intl.formatMessage({ id: "submissions.answerView.city", defaultMessage: "City", description: "Detail view: address part label" }) },
        { key: "state", label: intl.formatMessage({ id: "submissions.answerView.state", defaultMessage: "State / Province", description: "Detail view: address part label" }) },
        { key: "postalCode", label: intl.formatMessage({ id: "submissions.answerView.postalCode", defaultMessage: "Postal code", description: "Detail view: address part label" }) },
        { key: "country", label: intl.formatMessage({ id: "submissions.answerView.country", defaultMessage: "Country", description: "Detail view: address part label" }) },
      ] as const;
      return (
        <dl className="answer-parts">
          {rows.map((row) => (
            <div key={row.key} className="answer-part">
              <dt>{row.label}</dt>
              <dd>{parts[row.key] || "—"}</dd>
            </div>
          ))}
        </dl>
      );
    }
    case "QRFieldMultipleLevelSelect":
    case "QRFieldCascadeSelect": {
      const levels = asTextRecord(data, LEVEL_KEYS);
      const path = LEVEL_KEYS.map((key) => levels[key]).filter(Boolean);
      return path.length ? <p className="answer-text">{path.join(LEVEL_SEPARATOR)}</p> : <NoAnswer />;
    }
    case "QRFieldSheet":
    case "QRFieldCheckList": {
      const sheet = name === "QRFieldSheet";
      const rows = sheet ? asRows(data, ["itemName", "value"]) : asRows(data, ["itemName", "selectedValue"]).map((row) => ({ itemName: row.itemName, value: checkListText(row.selectedValue, labels) }));
      if (rows.length === 0) return <NoAnswer />;
      return (
        <table className="answer-sheet">
          <thead>
            <tr>
              <th scope="col"><FormattedMessage id="submissions.answerView.item" defaultMessage="Item" description="Detail view: column header of a sheet or check list answer" /></th>
              <th scope="col">
                {sheet ? (
                  <FormattedMessage id="submissions.answerView.value" defaultMessage="Value" description="Detail view: value column header of a sheet answer" />
                ) : (
                  <FormattedMessage id="submissions.answerView.selection" defaultMessage="Answer" description="Detail view: Yes/No/N/A column header of a check list answer" />
                )}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row, index) => (
              <tr key={index}>
                <th scope="row">{row.itemName}</th>
                <td>{row.value || "—"}</td>
              </tr>
            ))}
          </tbody>
        </table>
      );
    }
    default: {
      const text = answerText(name, data, labels);
      return text ? <p className="answer-text">{text}</p> : <NoAnswer />;
    }
  }
}
