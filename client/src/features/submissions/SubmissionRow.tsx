import { useIntl } from "react-intl";
import { graphql, useFragment } from "react-relay";
import type { SubmissionRow_submission$key } from "./__generated__/SubmissionRow_submission.graphql.ts";
import type { AnswerColumn } from "./answerColumns.ts";
import { storedAnswer } from "./answerColumns.ts";
import { answerText } from "./answerText.ts";
import { useAnswerTextLabels } from "./useAnswerTextLabels.ts";

/** Longer answers are cut in the table; the detail view shows them in full. */
const CELL_MAX_CHARS = 80;

interface SubmissionRowProps {
  submission: SubmissionRow_submission$key;
  columns: readonly AnswerColumn[];
  selected: boolean;
  onToggle: (selected: boolean) => void;
  onOpen: () => void;
}

/** One submission as a table row: checkbox, submission time (opens the detail), one cell per field. */
export function SubmissionRow({ submission, columns, selected, onToggle, onOpen }: SubmissionRowProps) {
  const data = useFragment(
    graphql`
      fragment SubmissionRow_submission on Submission {
        id
        submissionId
        data
        createdAt
      }
    `,
    submission,
  );
  const intl = useIntl();
  const labels = useAnswerTextLabels();
  const submitted = intl.formatDate(data.createdAt as string, { dateStyle: "medium", timeStyle: "short" });
  return (
    <tr className={selected ? "submissions-row submissions-row-selected" : "submissions-row"}>
      <td className="submissions-select">
        <input
          type="checkbox"
          checked={selected}
          onChange={(event) => onToggle(event.target.checked)}
          aria-label={intl.formatMessage(
            { id: "submissions.row.select", defaultMessage: "Select the submission of {date}", description: "Accessible label of a row checkbox in the submissions table" },
            { date: submitted },
          )}
        />
      </td>
      <th scope="row" className="submissions-submitted">
        <button type="button" className="submissions-open" onClick={onOpen}>
          <time dateTime={data.createdAt as string}>{submitted}</time>
        </button>
      </th>
      {columns.map((column) => {
        const answer = storedAnswer(data.data, column.id);
        const text = answer ? answerText(column.name, answer.data, labels) : "";
        const cut = text.length > CELL_MAX_CHARS;
        return (
          <td key={column.id} title={cut ? text : undefined}>
            {cut ? `${text.slice(0, CELL_MAX_CHARS).trimEnd()}…` : text}
          </td>
        );
      })}
    </tr>
  );
}
