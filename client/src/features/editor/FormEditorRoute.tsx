import { useCallback, useState } from "react";
import { graphql } from "react-relay";
import { fetchQuery } from "relay-runtime";
import { NotFoundPage } from "../../components/NotFoundPage.tsx";
import { environment } from "../../relay/environment.ts";
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
    siteConfig {
      publicUrlIsLocal
    }
  }
`;

export function loadFormEditorRoute(qrId: string) {
  return preloadRouteQuery<FormEditorRouteQuery>(query, { qrId });
}

/** /form/{qrId}/edit: the owner's form in the builder; absent or someone else's → 404. */
export function FormEditorRoute() {
  const { form, siteConfig } = usePreloadedRouteQuery<FormEditorRouteQuery>(query);
  // Bumped by a reload after a conflict: a new editor (and store) on the form as it now is.
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(async (qrId: string) => {
    await fetchQuery<FormEditorRouteQuery>(environment, query, { qrId }, { fetchPolicy: "network-only" }).toPromise();
    setGeneration((n) => n + 1);
  }, []);
  if (!form) return <NotFoundPage />;
  // A new store per form: switching forms never carries a draft across.
  return <FormEditor key={`${form.id}:${generation}`} form={form} publicUrlIsLocal={siteConfig.publicUrlIsLocal} onReload={reload} />;
}
