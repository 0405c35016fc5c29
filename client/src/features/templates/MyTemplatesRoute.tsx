import { useState } from "react";
import { FormattedMessage, useIntl } from "react-intl";
import { graphql, usePaginationFragment } from "react-relay";
import { Link } from "react-router";
import { ConfirmDialog } from "../../components/ConfirmDialog.tsx";
import { EmptyState } from "../../components/EmptyState.tsx";
import { LoadMore } from "../../components/LoadMore.tsx";
import { PageTitle } from "../../components/PageTitle.tsx";
import { useToasts } from "../../components/Toasts.tsx";
import { useLocalizedPath } from "../../i18n/localePath.ts";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import { errorMessage } from "../auth/payloadFailure.ts";
import { payloadMessage } from "../forms/payloadMessage.ts";
import type { MyTemplatesRoute_viewer$key } from "./__generated__/MyTemplatesRoute_viewer.graphql.ts";
import type { MyTemplatesPaginationQuery } from "./__generated__/MyTemplatesPaginationQuery.graphql.ts";
import type { MyTemplatesRouteQuery } from "./__generated__/MyTemplatesRouteQuery.graphql.ts";
import { useDeleteTemplateMutation } from "./mutations/useDeleteTemplateMutation.ts";
import { TemplateCard } from "./TemplateCard.tsx";
import { TemplateGrid } from "./TemplateGrid.tsx";
import { TEMPLATE_PAGE_SIZE } from "./TemplateGalleryRoute.tsx";

const query = graphql`
  query MyTemplatesRouteQuery($count: Int!) {
    viewer {
      ...MyTemplatesRoute_viewer @arguments(count: $count)
    }
  }
`;

export function loadMyTemplatesRoute() {
  return preloadRouteQuery<MyTemplatesRouteQuery>(query, { count: TEMPLATE_PAGE_SIZE });
}

/** /templates/mine: the user's own templates (saved from their forms); signed out, an invitation to sign in. */
export function MyTemplatesRoute() {
  const { viewer } = usePreloadedRouteQuery<MyTemplatesRouteQuery>(query);
  const intl = useIntl();
  const localized = useLocalizedPath();
  const heading = intl.formatMessage({ id: "templates.myTemplatesRoute.heading", defaultMessage: "My templates", description: "Heading of the user's own templates page" });
  return (
    <div className="templates-page">
      <PageTitle title={heading} />
      <header className="templates-header">
        <h1>{heading}</h1>
        <p className="muted">
          <FormattedMessage
            id="templates.myTemplatesRoute.intro"
            defaultMessage="Save any of your forms as a template from its card on the Forms page, then start new forms from it here. Only you can see them."
            description="Text under the heading of the user's own templates"
          />
        </p>
      </header>
      {viewer ? (
        <MyTemplateList viewer={viewer} />
      ) : (
        <EmptyState
          icon={<FolderIcon />}
          title={<FormattedMessage id="templates.myTemplatesRoute.signInTitle" defaultMessage="Sign in to see your templates" description="Heading of My templates for a signed-out visitor" />}
        >
          <Link className="btn btn-primary" to={localized("/login")}>
            <FormattedMessage id="templates.myTemplatesRoute.signIn" defaultMessage="Sign in" description="Button from My templates (signed out) to the sign-in page" />
          </Link>
        </EmptyState>
      )}
    </div>
  );
}

function MyTemplateList({ viewer }: { viewer: MyTemplatesRoute_viewer$key }) {
  const { data, loadNext, hasNext, isLoadingNext } = usePaginationFragment<MyTemplatesPaginationQuery, MyTemplatesRoute_viewer$key>(
    graphql`
      fragment MyTemplatesRoute_viewer on User
      @refetchable(queryName: "MyTemplatesPaginationQuery")
      @argumentDefinitions(count: { type: "Int", defaultValue: 24 }, cursor: { type: "String" }) {
        myTemplates(first: $count, after: $cursor) @connection(key: "MyTemplatesRoute_myTemplates") {
          __id
          edges {
            node {
              id
              title
              ...TemplateCard_template
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
  const [pending, setPending] = useState<{ id: string; title: string } | null>(null);
  const [deleteTemplate, deleting] = useDeleteTemplateMutation();
  const edges = data.myTemplates.edges;

  const confirmDelete = async () => {
    if (!pending) return;
    const failed = (reason: string) =>
      toasts.error(
        intl.formatMessage(
          { id: "templates.myTemplatesRoute.deleteFailed", defaultMessage: "Could not delete the template: {reason}", description: "Error toast when deleting an own template failed" },
          { reason },
        ),
      );
    try {
      const { deleteTemplate: payload } = await deleteTemplate(pending.id, [data.myTemplates.__id]);
      if (payload.__typename === "DeleteTemplateSuccess") {
        toasts.success(
          intl.formatMessage(
            { id: "templates.myTemplatesRoute.deleted", defaultMessage: "Deleted “{title}”", description: "Toast after deleting an own template" },
            { title: pending.title },
          ),
        );
        setPending(null);
      } else failed(payloadMessage(payload));
    } catch (error) {
      failed(errorMessage(error));
    }
  };

  if (edges.length === 0) {
    return (
      <EmptyState
        icon={<FolderIcon />}
        title={<FormattedMessage id="templates.myTemplatesRoute.emptyTitle" defaultMessage="No templates of your own yet" description="Heading when the user has no own template" />}
      >
        <p className="muted">
          <FormattedMessage
            id="templates.myTemplatesRoute.emptyBody"
            defaultMessage="On the Forms page, press Save as template on a form's card."
            description="How to create an own template, when there is none"
          />
        </p>
        <Link className="btn btn-primary" to={localized("/form")}>
          <FormattedMessage id="templates.myTemplatesRoute.toForms" defaultMessage="Go to my forms" description="Button from an empty My templates page to the form list" />
        </Link>
      </EmptyState>
    );
  }
  return (
    <>
      <TemplateGrid>
        {edges.map(({ node }) => (
          <TemplateCard
            key={node.id}
            template={node}
            signedIn
            actions={
              <button type="button" className="btn btn-ghost btn-small" onClick={() => setPending({ id: node.id, title: node.title })}>
                <FormattedMessage id="templates.myTemplatesRoute.delete" defaultMessage="Delete" description="Button that deletes an own template" />
              </button>
            }
          />
        ))}
      </TemplateGrid>
      <LoadMore hasNext={hasNext} isLoadingNext={isLoadingNext} onLoadMore={() => loadNext(TEMPLATE_PAGE_SIZE)} />
      <ConfirmDialog
        open={pending !== null}
        destructive
        busy={deleting}
        title={
          <FormattedMessage
            id="templates.myTemplatesRoute.confirmTitle"
            defaultMessage="Delete “{title}”?"
            description="Title of the dialog confirming the deletion of an own template"
            values={{ title: pending?.title ?? "" }}
          />
        }
        confirmLabel={<FormattedMessage id="templates.myTemplatesRoute.confirm" defaultMessage="Delete" description="Confirm button of the delete-template dialog" />}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setPending(null)}
      >
        <FormattedMessage
          id="templates.myTemplatesRoute.confirmBody"
          defaultMessage="The template goes away for good. Forms you already made from it stay as they are."
          description="Body of the dialog confirming the deletion of an own template"
        />
      </ConfirmDialog>
    </>
  );
}

function FolderIcon() {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.75} strokeLinejoin="round">
      <path d="M3 7a2 2 0 0 1 2-2h4l2 2h8a2 2 0 0 1 2 2v8a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2Z" />
    </svg>
  );
}
