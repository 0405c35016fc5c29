import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import type { FormList_viewer$key } from "./__generated__/FormList_viewer.graphql.ts";
import type { FormListPaginationQuery } from "./__generated__/FormListPaginationQuery.graphql.ts";
import { FormCard } from "./FormCard.tsx";
import { FormListEmptyState } from "./FormListEmptyState.tsx";
import { filterVariables, type FormFilter, type SortOrder } from "./formListFilters.ts";
import { FormListToolbar } from "./FormListToolbar.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { useDeleteFormMutation } from "./mutations/useDeleteFormMutation.ts";
import { NoMatchingForms } from "./NoMatchingForms.tsx";
import { payloadMessage } from "./payloadMessage.ts";
import { SaveAsTemplateDialog } from "../templates/SaveAsTemplateDialog.tsx";

export const FORM_LIST_PAGE_SIZE = 12;
const SEARCH_DEBOUNCE_MS = 300;

interface ListQuery {
  search: string;
  filter: FormFilter;
  order: SortOrder;
}
const INITIAL_QUERY: ListQuery = { search: "", filter: "all", order: "UPDATED" };

/** The owner's forms as a searchable, filterable grid of cards with infinite pagination. */
export function FormList({ viewer }: { viewer: FormList_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext, refetch } = usePaginationFragment<FormListPaginationQuery, FormList_viewer$key>(
    graphql`
      fragment FormList_viewer on User
      @refetchable(queryName: "FormListPaginationQuery")
      @argumentDefinitions(
        count: { type: "Int", defaultValue: 12 }
        cursor: { type: "String" }
        search: { type: "String" }
        active: { type: "Boolean" }
        starred: { type: "Boolean" }
        orderBy: { type: "FormOrder", defaultValue: UPDATED }
      ) {
        forms(first: $count, after: $cursor, search: $search, active: $active, starred: $starred, orderBy: $orderBy)
          @connection(key: "FormList_forms") {
          __id
          totalCount
          edges {
            node {
              id
              ...FormCard_form
            }
          }
        }
      }
    `,
    viewer,
  );
  const intl = useIntl();
  const toasts = useToasts();
  const localized = useLocalizedPath();
  const [isPending, startTransition] = useTransition();
  // What the grid shows; the search box runs ahead of it by the debounce.
  const [query, setQuery] = useState<ListQuery>(INITIAL_QUERY);
  // The controls answer at once; the grid follows when the refetch is ready.
  const [searchText, setSearchText] = useState("");
  const [filter, setFilter] = useState<FormFilter>(INITIAL_QUERY.filter);
  const [order, setOrder] = useState<SortOrder>(INITIAL_QUERY.order);
  const searchTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const [pendingDelete, setPendingDelete] = useState<{ qrId: string; title: string } | null>(null);
  const [savingAsTemplate, setSavingAsTemplate] = useState<{ qrId: string; title: string } | null>(null);
  const [deleteForm, deleting] = useDeleteFormMutation();
  const countRef = useRef<HTMLParagraphElement>(null);
  // The last requested query: what the next change builds on, even mid-transition.
  const latestQuery = useRef(query);
  useEffect(() => () => clearTimeout(searchTimer.current), []);

  const connection = data.forms;
  const edges = connection.edges;

  const apply = useCallback(
    (next: ListQuery) => {
      latestQuery.current = next;
      // A transition keeps the current cards on screen until the new ones are ready.
      startTransition(() => {
        setQuery(next);
        refetch(
          { count: FORM_LIST_PAGE_SIZE, search: next.search || null, orderBy: next.order, ...filterVariables(next.filter) },
          { fetchPolicy: "store-and-network" },
        );
      });
    },
    [refetch],
  );

  const onSearchChange = (text: string) => {
    setSearchText(text);
    clearTimeout(searchTimer.current);
    searchTimer.current = setTimeout(() => {
      const search = text.trim();
      if (search !== latestQuery.current.search) apply({ ...latestQuery.current, search });
    }, SEARCH_DEBOUNCE_MS);
  };

  const clearFilters = () => {
    clearTimeout(searchTimer.current);
    setSearchText("");
    setFilter("all");
    apply({ ...latestQuery.current, search: "", filter: "all" });
  };

  const confirmDelete = async () => {
    if (!pendingDelete) return;
    const { qrId, title } = pendingDelete;
    try {
      const { deleteForm: payload } = await deleteForm(qrId, [connection.__id]);
      if (payload.__typename === "DeleteFormSuccess") {
        setPendingDelete(null);
        toasts.success(
          intl.formatMessage({ id: "forms.formList.deleted", defaultMessage: "Deleted “{title}”", description: "Toast after deleting a form" }, { title }),
        );
        // The focused card is gone: continue from the list's summary line (or the page).
        (countRef.current ?? document.getElementById("main"))?.focus();
        return;
      }
      toasts.error(payloadMessage(payload));
    } catch (error) {
      toasts.error(errorMessage(error));
    }
    setPendingDelete(null);
  };

  const filtered = query.search !== "" || query.filter !== "all";
  const empty = !filtered && edges.length === 0 && !isPending;

  return (
    <>
      {empty ? (
        <FormListEmptyState />
      ) : (
        <>
      <FormListToolbar
        search={searchText}
        onSearchChange={onSearchChange}
        filter={filter}
        onFilterChange={(next) => {
          setFilter(next);
          apply({ ...latestQuery.current, filter: next });
        }}
        order={order}
        onOrderChange={(next) => {
          setOrder(next);
          apply({ ...latestQuery.current, order: next });
        }}
        busy={isPending}
      />
      <div className="form-list-summary">
        <p className="form-list-count" ref={countRef} tabIndex={-1} aria-live="polite">
          {edges.length > 0 && (
            <FormattedMessage
              id="forms.formList.count"
              defaultMessage="{shown, number} of {total, plural, one {# form} other {# forms}}"
              description="Summary above the form grid, e.g. '12 of 40 forms'"
              values={{ shown: edges.length, total: connection.totalCount }}
            />
          )}
        </p>
        <Link to={localized("/manage")} className="btn btn-ghost btn-small">
          <svg className="btn-icon" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" aria-hidden="true">
            <rect x="3" y="4" width="18" height="16" rx="2" />
            <path d="M3 10h18M3 15h18M9 10v10" />
          </svg>
          <FormattedMessage id="forms.formList.tableView" defaultMessage="Table view" description="Link from the form cards to the Manage Forms table (bulk actions)" />
        </Link>
      </div>
      {edges.length === 0 ? (
        <NoMatchingForms search={query.search} onClear={clearFilters} />
      ) : (
        <ul className={isPending ? "form-grid form-grid-pending" : "form-grid"} aria-busy={isPending || undefined}>
          {edges.map(({ node }) => (
            <li key={node.id}>
              <FormCard form={node} connectionId={connection.__id} onDelete={setPendingDelete} onSaveAsTemplate={setSavingAsTemplate} />
            </li>
          ))}
        </ul>
      )}
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} paused={isPending} onLoadMore={() => loadNext(FORM_LIST_PAGE_SIZE)} />
        </>
      )}
      <ConfirmDialog
        open={pendingDelete !== null}
        destructive
        busy={deleting}
        title={
          <FormattedMessage
            id="forms.formList.deleteTitle"
            defaultMessage="Delete “{title}”?"
            description="Title of the dialog confirming the deletion of a form"
            values={{ title: pendingDelete?.title ?? "" }}
          />
        }
        confirmLabel={<FormattedMessage id="forms.formList.deleteConfirm" defaultMessage="Delete form" description="Confirm button of the delete dialog" />}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPendingDelete(null)}
      >
        <p>
          <FormattedMessage
            id="forms.formList.deleteBody"
            defaultMessage="The form, its QR code and all its submissions are deleted for good. Printed QR codes stop working. This cannot be undone."
            description="Warning in the dialog confirming the deletion of a form"
          />
        </p>
      </ConfirmDialog>
      <SaveAsTemplateDialog form={savingAsTemplate} onClose={() => setSavingAsTemplate(null)} />
    </>
  );
}
