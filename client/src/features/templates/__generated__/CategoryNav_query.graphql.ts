/**
 * @generated SignedSource<<39b2fa926a0781ced2e94ed4dbb5d537>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type CategoryNav_query$data = {
  readonly templateCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly parent: {
      readonly id: string;
    } | null | undefined;
    readonly slug: string;
    readonly templateCount: number;
  }>;
  readonly " $fragmentType": "CategoryNav_query";
};
export type CategoryNav_query$key = {
  readonly " $data"?: CategoryNav_query$data;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryNav_query">;
};

const node: ReaderFragment = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "CategoryNav_query",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "TemplateCategory",
      "kind": "LinkedField",
      "name": "templateCategories",
      "plural": true,
      "selections": [
        (v0/*:: as any*/),
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "slug",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "templateCount",
          "storageKey": null
        },
        {
          "alias": null,
          "args": null,
          "concreteType": "TemplateCategory",
          "kind": "LinkedField",
          "name": "parent",
          "plural": false,
          "selections": [
            (v0/*:: as any*/)
          ],
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "Query",
  "abstractKey": null
};
})();

(node as any).hash = "867e7f61a4636b1fe834391c9e1e8ebb";

export default node;
