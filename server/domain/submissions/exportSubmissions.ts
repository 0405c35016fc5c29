// Streamed CSV / XLSX export of a form's submissions: rows are read in pages of 1000 with a
// keyset cursor and written as they come, so memory stays flat at 100,000 submissions.
import { once } from "node:events";
import { PassThrough, Readable } from "node:stream";
import { stringify } from "csv-stringify";
import ExcelJS from "exceljs";
import type { FieldName } from "../../../shared/fields/fieldKinds.ts";
import { fieldsFromStored } from "../../../shared/fields/formFields.ts";
import { takesAnswer } from "../../../shared/validation/answerValues.ts";
import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { findOwnForm } from "../forms/findOwnForm.ts";
import { fieldLabel } from "./answers.ts";
import { formatSubmittedAt, renderAnswer, spreadsheetSafe, type TRenderedField } from "./renderAnswer.ts";
import { parseDateParam, submissionPages, type TSubmissionFilter } from "./submissionQueries.ts";

export const EXPORT_PAGE_SIZE = 1000;
export const EXPORT_FORMAT_INVALID = "format must be csv or xlsx";
const SUBMITTED = "Submitted";

export type TExportFormat = "csv" | "xlsx";

export interface TExportFile {
  fileName: string;
  /** The file name with only ASCII characters, for the plain filename= parameter. */
  asciiName: string;
  contentType: string;
  stream: ReadableStream<Uint8Array>;
}

interface TColumn extends TRenderedField {
  id: string;
  name: FieldName;
  header: string;
}

/** The header row then one text row per submission, newest first. */
export async function* exportRows(
  services: Services,
  formId: string,
  columns: TColumn[],
  filter: TSubmissionFilter,
  pageSize = EXPORT_PAGE_SIZE,
): AsyncGenerator<string[]> {
  for await (const page of submissionPages(services, formId, filter, pageSize)) {
    for (const row of page) {
      const data = (row.data ?? {}) as Record<string, { data?: unknown } | undefined>;
      yield [...columns.map((col) => spreadsheetSafe(renderAnswer(col, data[col.id]?.data))), formatSubmittedAt(row.createdAt)];
    }
  }
}

function csvStream(headers: string[], rows: AsyncIterable<string[]>): Readable {
  const csv = stringify({ header: true, columns: headers.map((h, i) => ({ key: String(i), header: h })), bom: true });
  const source = Readable.from(rows);
  source.on("error", (error) => csv.destroy(error));
  return source.pipe(csv);
}

function xlsxStream(headers: string[], rows: AsyncIterable<string[]>): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = workbook.addWorksheet("Submissions");
  sheet.columns = headers.map((header) => ({ header, width: Math.min(Math.max(header.length + 2, 14), 60) }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  void (async () => {
    try {
      for await (const row of rows) {
        sheet.addRow(row).commit();
        // The zip writer ignores backpressure: wait while the reader is behind.
        if (out.writableNeedDrain) await once(out, "drain");
      }
      sheet.commit();
      await workbook.commit();
    } catch (error) {
      out.destroy(error as Error);
    }
  })();
  return out;
}

function safeFileName(title: string, extension: TExportFormat): { fileName: string; asciiName: string } {
  const base = title.replace(/[\\/:*?"<>|\u0000-\u001f]+/g, " ").trim().slice(0, 100) || "form";
  const fileName = `${base}-submissions.${extension}`;
  return { fileName, asciiName: fileName.replace(/[^\x20-\x7e]/g, "_").replace(/"/g, "_") };
}

/** The owner's export of a form's (optionally filtered) submissions as a stream. */
export async function exportSubmissions(
  services: Services,
  ownerId: string,
  qrId: unknown,
  options: { format?: unknown; search?: unknown; from?: unknown; to?: unknown; pageSize?: number },
): Promise<TExportFile> {
  const format = options.format === undefined || options.format === "" ? "csv" : options.format;
  if (format !== "csv" && format !== "xlsx") throw new ValidationError(EXPORT_FORMAT_INVALID, { format: EXPORT_FORMAT_INVALID });
  const filter: TSubmissionFilter = {
    search: typeof options.search === "string" ? options.search : null,
    from: parseDateParam(options.from, "from"),
    to: parseDateParam(options.to, "to"),
  };
  const form = await findOwnForm(services, ownerId, qrId);
  const columns: TColumn[] = Object.entries(fieldsFromStored(form.fields))
    .filter(([, field]) => takesAnswer(field.name))
    .map(([id, field]) => ({ id, name: field.name, option: field.option, header: fieldLabel(field) || field.name }));
  const headers = [...columns.map((c) => spreadsheetSafe(c.header)), SUBMITTED];
  const rows = exportRows(services, form.id, columns, filter, options.pageSize);
  const node = format === "csv" ? csvStream(headers, rows) : xlsxStream(headers, rows);
  return {
    ...safeFileName(form.title, format),
    contentType:
      format === "csv" ? "text/csv; charset=utf-8" : "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    stream: Readable.toWeb(node) as ReadableStream<Uint8Array>,
  };
}
