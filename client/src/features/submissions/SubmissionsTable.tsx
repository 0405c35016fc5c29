import { useCallback, useEffect, useMemo, useRef, useState, useTransition, type ReactNode } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import type { TUploadedFile } from "../../fields/fieldInputProps.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import { LoadMore } from "../../components/LoadMore.tsx";
import { payloadMessage } from "../forms/payloadMessage.ts";
import type { SubmissionsTable_form$key } from "./__generated__/SubmissionsTable_form.graphql.ts";
import type { SubmissionsTablePaginationQuery } from "./__generated__/SubmissionsTablePaginationQuery.graphql.ts";
import { answerColumns } from "./answerColumns.ts";
import { useDeleteSubmissionFileMutation } from "./mutations/useDeleteSubmissionFileMutation.ts";
import { useDeleteSubmissionMutation } from "./mutations/useDeleteSubmissionMutation.ts";
import { useDeleteSubmissionsMutation } from "./mutations/useDeleteSubmissionsMutation.ts";
import { filterVariables, hasFilters, NO_FILTERS, type SubmissionFilters } from "./submissionFilters.ts";
import { SubmissionDetail } from "./SubmissionDetail.tsx";
import { SubmissionRow } from "./SubmissionRow.tsx";
import { SubmissionsBulkBar } from "./SubmissionsBulkBar.tsx";
import { SubmissionsToolbar } from "./SubmissionsToolbar.tsx";
import "./submissions.css";

export const SUBMISSIONS_PAGE_SIZE = 25;
const SEARCH_DEBOUNCE_MS = 300;

type PendingDelete = { kind: "one"; id: string } | { kind: "many" } | { kind: "file"; file: TUploadedFile } | null;

/** The form's submissions, newest first: searchable, filterable by day, paged, selectable, with a detail panel. */
export function SubmissionsTable({ form, emptyState }: { form: SubmissionsTable_form$key; emptyState: ReactNode }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<SubmissionsTablePaginationQuery, SubmissionsTable_form$key>(
    graphql`
      fragment SubmissionsTable_form on Form
      @refetchable(queryName: "SubmissionsTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        search: { type: "String" }
        from: { type: "DateTime" }
        to: { type: "DateTime" }
      ) {
        qrId
        fields
        submissions(first: $count, after: $cursor, search: $search, from: $from, to: $to)
          @connection(key: "SubmissionsTable_submissions") {
          __id
          totalCount
          edges {
            node {
              id
              submissionId
              ...SubmissionRow_submission
              ...SubmissionDetail_submission
            }
          }
        }
      }
    `,
    form,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const [isPending, startTransition] = useTransition();
  const [applied, setApplied] = useState<SubmissionFilters>(NO_FILTERS);
  const latest = useRef<SubmissionFilters>(NO_FILTERS);
  const [searchText, setSearchText] = useState("");
  const [range, setRange] = useState({ from: "", to: "" });
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(searchTimer.current), []);
  // Selected rows: Relay id → raw submission id (what deleteSubmissions takes).
  const [selected, setSelected] = useState<ReadonlyMap<string, string>>(new Map());
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingDelete, setPendingDelete] = useState<PendingDelete>(null);
  const [deleteSubmission, deletingOne] = useDeleteSubmissionMutation();
  const [deleteSubmissions, deletingMany] = useDeleteSubmissionsMutation();
  const [deleteSubmissionFile, deletingFile] = useDeleteSubmissionFileMutation();
  const summaryRef = useRef<HTMLParagraphElement>(null);

  const columns = useMemo(() => answerColumns(data.fields), [data.fields]);
  const connection = data.submissions;
  const edges = connection.edges;
  const connections = [connection.__id];

  const apply = useCallback(
    (next: SubmissionFilters) => {
      latest.current = next;
      setSelected(new Map());
      startTransition(() => {
        setApplied(next);
        refetch({ count: SUBMISSIONS_PAGE_SIZE, ...filterVariables(next) }, { fetchPolicy: "store-and-network" });
      });
    },
    [refetch],
  );

  const onSearchChange = (text: string) => {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      const search = text.trim();
      if (search !== latest.current.search) apply({ ...latest.current, search });
    }, SEARCH_DEBOUNCE_MS);
  };

  const onRangeChange = (next: { from: string; to: string }) => {
    setRange(next);
    // Half-typed dates are "" in a date input: only complete days (or cleared ones) refetch.
    if (next.from !== latest.current.from || next.to !== latest.current.to) apply({ ...latest.current, ...next });
  };

  const clearFilters = () => {
    clearTimeout(searchTimer.current);
    setSearchText("");
    setRange({ from: "", to: "" });
    apply(NO_FILTERS);
  };

  const toggle = (id: string, submissionId: string, on: boolean) =>
    setSelected((current) => {
      const next = new Map(current);
      if (on) next.set(id, submissionId);
      else next.delete(id);
      return next;
    });
  const allSelected = edges.length > 0 && edges.every(({ node }) => selected.has(node.id));
  const toggleAll = (on: boolean) => setSelected(on ? new Map(edges.map(({ node }) => [node.id, node.submissionId])) : new Map());

  const openIndex = openId === null ? -1 : edges.findIndex(({ node }) => node.id === openId);
  const openEdge = openIndex >= 0 ? edges[openIndex] : undefined;
  // "Older" on the last loaded row loads the next page, then moves on to its first row.
  const advanceTo = useRef<number | null>(null);
  useEffect(() => {
    if (advanceTo.current === null) return;
    const next = edges[advanceTo.current];
    if (next) {
      advanceTo.current = null;
      setOpenId(next.node.id);
    }
  }, [edges]);
  const goNext = () => {
    const next = edges[openIndex + 1];
    if (next) setOpenId(next.node.id);
    else if (hasNext && !isLoadingNext) {
      advanceTo.current = openIndex + 1;
      loadNext(SUBMISSIONS_PAGE_SIZE);
    }
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    try {
      if (pendingDelete.kind === "one") {
        const { deleteSubmission: payload } = await deleteSubmission(pendingDelete.id, connections);
        if (payload.__typename !== "DeleteSubmissionSuccess") throw new Error(payloadMessage(payload));
        if (openId === pendingDelete.id) setOpenId(null);
        setSelected((current) => {
          const next = new Map(current);
          next.delete(pendingDelete.id);
          return next;
        });
        toasts.success(intl.formatMessage({ id: "submissions.table.deleted", defaultMessage: "Submission deleted", description: "Toast after deleting one submission" }));
        summaryRef.current?.focus();
      } else if (pendingDelete.kind === "many") {
        const ids = [...selected.values()];
        const { deleteSubmissions: payload } = await deleteSubmissions(data.qrId, ids, connections);
        if (payload.__typename !== "DeleteSubmissionsSuccess") throw new Error(payloadMessage(payload));
        setSelected(new Map());
        toasts.success(
          intl.formatMessage(
            { id: "submissions.table.deletedMany", defaultMessage: "{count, plural, one {# submission deleted} other {# submissions deleted}}", description: "Toast after deleting the selected submissions" },
            { count: payload.deletedSubmissionIds.length },
          ),
        );
        summaryRef.current?.focus();
      } else {
        const { deleteSubmissionFile: payload } = await deleteSubmissionFile(pendingDelete.file.fileId);
        if (payload.__typename !== "DeleteSubmissionFileSuccess") throw new Error(payloadMessage(payload));
        toasts.success(intl.formatMessage({ id: "submissions.table.fileDeleted", defaultMessage: "File deleted", description: "Toast after deleting one uploaded file of a submission" }));
      }
    } catch (error) {
      // SPEC.md §8: the server's message.
      toasts.error(errorMessage(error));
    }
    setPendingDelete(null);
  };

  const filtered = hasFilters(applied);
  if (!filtered && edges.length === 0 && !isPending && connection.totalCount === 0) return <>{emptyState}</>;

  const deleting = deletingOne || deletingMany || deletingFile;
  return (
    <>
      <SubmissionsToolbar
        qrId={data.qrId}
        search={searchText}
        onSearchChange={onSearchChange}
        from={range.from}
        to={range.to}
        onRangeChange={onRangeChange}
        applied={applied}
        busy={isPending}
      />
      <div className="submissions-summary">
        <p className="submissions-count" ref={summaryRef} tabIndex={-1} aria-live="polite">
          <FormattedMessage
            id="submissions.table.count"
            defaultMessage="{total, plural, =0 {No submissions} one {# submission} other {# submissions}}"
            description="Summary above the submissions table, e.g. '1,234 submissions'"
            values={{ total: connection.totalCount }}
          />
          {filtered && (
            <>
              {" "}
              <FormattedMessage id="submissions.table.matching" defaultMessage="match your filters" description="Follows the count when a search or date filter is applied, e.g. '3 submissions match your filters'" />
            </>
          )}
        </p>
        {filtered && (
          <button type="button" className="btn btn-ghost btn-small" onClick={clearFilters}>
            <FormattedMessage id="submissions.table.clearFilters" defaultMessage="Clear filters" description="Button that removes the search text and date range" />
          </button>
        )}
      </div>
      {selected.size > 0 && (
        <SubmissionsBulkBar selectedCount={selected.size} busy={deleting} onDelete={() => setPendingDelete({ kind: "many" })} onClear={() => setSelected(new Map())} />
      )}
      {edges.length === 0 ? (
        <div className="card submissions-no-match">
          <p>
            <FormattedMessage id="submissions.table.noMatch" defaultMessage="No submission matches these filters." description="Shown instead of the table when the search or date range matches nothing" />
          </p>
          <button type="button" className="btn btn-secondary" onClick={clearFilters}>
            <FormattedMessage id="submissions.table.noMatchClear" defaultMessage="Show all submissions" description="Button under the no-match message that clears the filters" />
          </button>
        </div>
      ) : (
        <div
          className="submissions-table-scroll"
          tabIndex={0}
          role="region"
          aria-label={intl.formatMessage({ id: "submissions.table.label", defaultMessage: "Submissions", description: "Accessible name of the scrollable submissions table" })}
        >
          <table className={isPending ? "submissions-table submissions-table-pending" : "submissions-table"} aria-busy={isPending || undefined}>
            <thead>
              <tr>
                <th scope="col" className="submissions-select">
                  <input
                    type="checkbox"
                    checked={allSelected}
                    onChange={(event) => toggleAll(event.target.checked)}
                    aria-label={intl.formatMessage({ id: "submissions.table.selectAll", defaultMessage: "Select all loaded submissions", description: "Accessible label of the header checkbox of the submissions table" })}
                  />
                </th>
                <th scope="col">
                  <FormattedMessage id="submissions.table.submitted" defaultMessage="Submitted" description="Column header: when the submission was received" />
                </th>
                {columns.map((column) => (
                  <th key={column.id} scope="col">
                    {column.label || (
                      <FormattedMessage id="submissions.table.untitled" defaultMessage="Untitled field" description="Column header of a field without a label" />
                    )}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {edges.map(({ node }) => (
                <SubmissionRow
                  key={node.id}
                  submission={node}
                  columns={columns}
                  selected={selected.has(node.id)}
                  onToggle={(on) => toggle(node.id, node.submissionId, on)}
                  onOpen={() => setOpenId(node.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} paused={isPending} onLoadMore={() => loadNext(SUBMISSIONS_PAGE_SIZE)} />
      {openEdge && (
        <SubmissionDetail
          key={openEdge.node.id}
          submission={openEdge.node}
          columns={columns}
          position={openIndex + 1}
          total={connection.totalCount}
          hasPrevious={openIndex > 0}
          hasNext={openIndex + 1 < edges.length || hasNext}
          onPrevious={() => setOpenId(edges[openIndex - 1]?.node.id ?? null)}
          onNext={goNext}
          onClose={() => setOpenId(null)}
          onDelete={() => setPendingDelete({ kind: "one", id: openEdge.node.id })}
          onDeleteFile={(file) => setPendingDelete({ kind: "file", file })}
        />
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        destructive
        busy={deleting}
        title={
          pendingDelete?.kind === "file" ? (
            <FormattedMessage id="submissions.table.deleteFileTitle" defaultMessage="Delete this file?" description="Title of the dialog confirming the deletion of one uploaded file" />
          ) : pendingDelete?.kind === "many" ? (
            <FormattedMessage
              id="submissions.table.deleteManyTitle"
              defaultMessage="{count, plural, one {Delete # submission?} other {Delete # submissions?}}"
              description="Title of the dialog confirming the deletion of the selected submissions"
              values={{ count: selected.size }}
            />
          ) : (
            <FormattedMessage id="submissions.table.deleteOneTitle" defaultMessage="Delete this submission?" description="Title of the dialog confirming the deletion of one submission" />
          )
        }
        confirmLabel={<FormattedMessage id="submissions.table.deleteConfirm" defaultMessage="Delete" description="Confirm button of the submission delete dialogs" />}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          {pendingDelete?.kind === "file" ? (
            <FormattedMessage id="submissions.table.deleteFileBody" defaultMessage="The file is removed from the answer and deleted for good." description="Body of the dialog confirming the deletion of one uploaded file" />
          ) : (
            <FormattedMessage id="submissions.table.deleteBody" defaultMessage="The answers and their uploaded files are deleted for good. This cannot be undone." description="Body of the dialogs confirming the deletion of submissions" />
          )}
        </p>
      </ConfirmDialog>
    </>
  );
}
