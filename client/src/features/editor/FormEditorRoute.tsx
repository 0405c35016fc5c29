import { graphql } from "react-relay";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import { preloadRouteQuery } from "../../relay/preloadRouteQuery.ts";
import { usePreloadedRouteQuery } from "../../relay/usePreloadedRouteQuery.ts";
import type { FormEditorRouteQuery } from "./__generated__/FormEditorRouteQuery.graphql.ts";
import { FormEditor } from "./FormEditor.tsx";

const query = graphql`
  query FormEditorRouteQuery($qrId: String!) {
    form(qrId: $qrId) {
      id
      ...FormEditor_form
    }
  }
`;

export function loadFormEditorRoute(qrId: string) {
  return preloadRouteQuery<FormEditorRouteQuery>(query, { qrId });
}

/** /form/{qrId}/edit: the owner's form in the builder; absent or someone else's → 404. */
export function FormEditorRoute() {
  const { form } = usePreloadedRouteQuery<FormEditorRouteQuery>(query);
  if (!form) return <NotFoundPage />;
  // A new store per form: switching forms never carries a draft across.
  return <FormEditor key={form.id} form={form} />;
}
