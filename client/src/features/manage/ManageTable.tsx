import { useEffect, useId, useMemo, useRef, useState, useTransition } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { errorMessage } from "../auth/payloadFailure.ts";
import { FormListEmptyState } from "../forms/FormListEmptyState.tsx";
import type { SortOrder } from "../forms/formListFilters.ts";
import { LoadMore } from "../../components/LoadMore.tsx";
import type { ManageTable_viewer$key } from "./__generated__/ManageTable_viewer.graphql.ts";
import type { ManageTablePaginationQuery } from "./__generated__/ManageTablePaginationQuery.graphql.ts";
import { BulkActionBar, type BulkAction } from "./BulkActionBar.tsx";
import { ManageTableRow } from "./ManageTableRow.tsx";
import { useDeleteFormsMutation } from "./mutations/useDeleteFormsMutation.ts";
import { useSetFormsActiveMutation } from "./mutations/useSetFormsActiveMutation.ts";
import { SortableHeader } from "./SortableHeader.tsx";
import { payloadMessage } from "../forms/payloadMessage.ts";
import "./manage.css";

export const MANAGE_PAGE_SIZE = 25;

/** All the owner's forms as a table with bulk selection, bulk actions and sortable columns. */
export function ManageTable({ viewer }: { viewer: ManageTable_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<ManageTablePaginationQuery, ManageTable_viewer$key>(
    graphql`
      fragment ManageTable_viewer on User
      @refetchable(queryName: "ManageTablePaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 25 }
        cursor: { type: "String" }
        orderBy: { type: "FormOrder", defaultValue: UPDATED }
      ) {
        forms(first: $count, after: $cursor, orderBy: $orderBy) @connection(key: "ManageTable_forms") {
          __id
          totalCount
          edges {
            node {
              id
              qrId
              ...ManageTableRow_form
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const captionId = useId();
  const [isPending, startTransition] = useTransition();
  const [order, setOrder] = useState<SortOrder>("UPDATED");
  const [selection, setSelection] = useState<ReadonlySet<string>>(new Set());
  const [running, setRunning] = useState<BulkAction | null>(null);
  const [confirmingDelete, setConfirmingDelete] = useState(false);
  const [setFormsActive] = useSetFormsActiveMutation();
  const [deleteForms] = useDeleteFormsMutation();
  const headerCheckbox = useRef<HTMLInputElement>(null);
  const countRef = useRef<HTMLParagraphElement>(null);

  const connection = data.forms;
  const edges = connection.edges;
  // Only loaded rows can be selected; rows that left the list drop out of the selection.
  const selected = useMemo(() => edges.map((e) => e.node).filter((node) => selection.has(node.id)), [edges, selection]);
  const allSelected = edges.length > 0 && selected.length === edges.length;
  const someSelected = selected.length > 0 && !allSelected;

  useEffect(() => {
    if (headerCheckbox.current) headerCheckbox.current.indeterminate = someSelected;
  }, [someSelected]);

  const sortBy = (next: SortOrder) => {
    if (next === order) return;
    startTransition(() => {
      setOrder(next);
      setSelection(new Set());
      refetch({ count: MANAGE_PAGE_SIZE, orderBy: next }, { fetchPolicy: "store-and-network" });
    });
  };

  const toggle = (id: string, on: boolean) =>
    setSelection((current) => {
      const next = new Set(current);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });

  const formsMessage = (count: number) =>
    intl.formatMessage(
      { id: "manage.manageTable.formCount", defaultMessage: "{count, plural, one {# form} other {# forms}}", description: "A number of forms, used in the bulk action toasts" },
      { count },
    );

  const setActive = async (active: boolean) => {
    const forms = selected.map(({ id, qrId }) => ({ id, qrId }));
    setRunning(active ? "activate" : "deactivate");
    try {
      const failure = await setFormsActive(forms, active);
      if (failure) toasts.error(payloadMessage(failure));
      else
        toasts.success(
          active
            ? intl.formatMessage(
                { id: "manage.manageTable.activated", defaultMessage: "{forms} activated", description: "Toast after the bulk Activate action; {forms} is e.g. '3 forms'" },
                { forms: formsMessage(forms.length) },
              )
            : intl.formatMessage(
                { id: "manage.manageTable.deactivated", defaultMessage: "{forms} deactivated", description: "Toast after the bulk Deactivate action; {forms} is e.g. '3 forms'" },
                { forms: formsMessage(forms.length) },
              ),
        );
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setRunning(null);
    }
  };

  const confirmDelete = async () => {
    const forms = selected.map(({ id, qrId }) => ({ id, qrId }));
    setRunning("delete");
    try {
      const failure = await deleteForms(forms, [connection.__id]);
      if (failure) {
        toasts.error(payloadMessage(failure));
      } else {
        toasts.success(
          intl.formatMessage(
            { id: "manage.manageTable.deleted", defaultMessage: "{forms} deleted", description: "Toast after the bulk Delete action; {forms} is e.g. '3 forms'" },
            { forms: formsMessage(forms.length) },
          ),
        );
        setSelection(new Set());
      }
    } catch (error) {
      toasts.error(errorMessage(error));
    } finally {
      setRunning(null);
      setConfirmingDelete(false);
    }
    (countRef.current ?? document.getElementById("main"))?.focus();
  };

  const onAction = (action: BulkAction) => {
    if (action === "delete") setConfirmingDelete(true);
    else void setActive(action === "activate");
  };

  const orderName = {
    UPDATED: intl.formatMessage({ id: "manage.manageTable.updated", defaultMessage: "Updated", description: "Column header: when the form was last changed" }),
    CREATED: intl.formatMessage({ id: "manage.manageTable.created", defaultMessage: "Created", description: "Column header: when the form was created" }),
    TITLE: intl.formatMessage({ id: "manage.manageTable.title", defaultMessage: "Title", description: "Column header: the form's title" }),
  } satisfies Record<SortOrder, string>;

  const empty = edges.length === 0 && !isPending;

  return (
    <>
      {empty ? (
        <FormListEmptyState />
      ) : (
        <>
          <BulkActionBar selectedCount={selected.length} running={running} onAction={onAction} onClear={() => setSelection(new Set())} />
          <div className="manage-table-scroll" role="region" aria-labelledby={captionId} tabIndex={0}>
            <table className={isPending ? "manage-table manage-table-pending" : "manage-table"} aria-busy={isPending || undefined}>
              <caption id={captionId}>
                <p ref={countRef} tabIndex={-1} className="manage-caption">
                  <FormattedMessage
                    id="manage.manageTable.caption"
                    defaultMessage="Your forms: {shown, number} of {total, number}, sorted by {order}"
                    description="Caption of the Manage Forms table, e.g. 'Your forms: 25 of 40, sorted by Updated'"
                    values={{ shown: edges.length, total: connection.totalCount, order: orderName[order].toLowerCase() }}
                  />
                </p>
              </caption>
              <thead>
                <tr>
                  <th scope="col" className="manage-cell-check">
                    <input
                      ref={headerCheckbox}
                      type="checkbox"
                      className="row-checkbox"
                      checked={allSelected}
                      onChange={(event) => setSelection(event.target.checked ? new Set(edges.map((e) => e.node.id)) : new Set())}
                      aria-label={intl.formatMessage({
                        id: "manage.manageTable.selectAll",
                        defaultMessage: "Select all loaded forms",
                        description: "Accessible label of the header checkbox of Manage Forms",
                      })}
                    />
                  </th>
                  <SortableHeader order="TITLE" current={order} onSort={sortBy}>
                    {orderName.TITLE}
                  </SortableHeader>
                  <th scope="col">
                    <FormattedMessage id="manage.manageTable.status" defaultMessage="Status" description="Column header: active or inactive" />
                  </th>
                  <th scope="col" className="manage-cell-number">
                    <FormattedMessage id="manage.manageTable.submissions" defaultMessage="Submissions" description="Column header: number of submissions" />
                  </th>
                  <SortableHeader order="CREATED" current={order} onSort={sortBy}>
                    {orderName.CREATED}
                  </SortableHeader>
                  <SortableHeader order="UPDATED" current={order} onSort={sortBy}>
                    {orderName.UPDATED}
                  </SortableHeader>
                  <th scope="col" className="manage-cell-actions">
                    <span className="visually-hidden">
                      <FormattedMessage id="manage.manageTable.actions" defaultMessage="Actions" description="Column header of the Edit and Submissions links (visually hidden)" />
                    </span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {edges.map(({ node }) => (
                  <ManageTableRow key={node.id} form={node} selected={selection.has(node.id)} onSelectedChange={(on) => toggle(node.id, on)} />
                ))}
              </tbody>
            </table>
          </div>
          <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} paused={isPending} onLoadMore={() => loadNext(MANAGE_PAGE_SIZE)} />
        </>
      )}
      <ConfirmDialog
        open={confirmingDelete}
        destructive
        busy={running === "delete"}
        title={
          <FormattedMessage
            id="manage.manageTable.deleteTitle"
            defaultMessage="Delete {count, plural, one {# form} other {# forms}}?"
            description="Title of the dialog confirming the bulk deletion"
            values={{ count: selected.length }}
          />
        }
        confirmLabel={
          <FormattedMessage
            id="manage.manageTable.deleteConfirm"
            defaultMessage="Delete {count, plural, one {form} other {forms}}"
            description="Confirm button of the bulk delete dialog"
            values={{ count: selected.length }}
          />
        }
        onConfirm={() => void confirmDelete()}
        onCancel={() => setConfirmingDelete(false)}
      >
        <p>
          <FormattedMessage
            id="manage.manageTable.deleteBody"
            defaultMessage="The selected forms, their QR codes and all their submissions are deleted for good. Printed QR codes stop working. This cannot be undone."
            description="Warning in the dialog confirming the bulk deletion"
          />
        </p>
      </ConfirmDialog>
    </>
  );
}
