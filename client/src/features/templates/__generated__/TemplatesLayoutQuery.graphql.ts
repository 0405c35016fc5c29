/**
 * @generated SignedSource<<622649d03134f3e445e8dcfa76e2d9a5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplatesLayoutQuery$variables = Record<PropertyKey, never>;
export type TemplatesLayoutQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
  readonly " $fragmentSpreads": FragmentRefs<"CategoryNav_query">;
};
export type TemplatesLayoutQuery = {
  response: TemplatesLayoutQuery$data;
  variables: TemplatesLayoutQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v1 = [
  (v0/*:: as any*/)
],
v2 = {
  "alias": null,
  "args": null,
  "concreteType": "User",
  "kind": "LinkedField",
  "name": "viewer",
  "plural": false,
  "selections": (v1/*:: as any*/),
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplatesLayoutQuery",
    "selections": [
      (v2/*:: as any*/),
      {
        "args": null,
        "kind": "FragmentSpread",
        "name": "CategoryNav_query"
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TemplatesLayoutQuery",
    "selections": [
      (v2/*:: as any*/),
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
            "selections": (v1/*:: as any*/),
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "70c9233146025cd4a6d018305ad96f08",
    "id": null,
    "metadata": {},
    "name": "TemplatesLayoutQuery",
    "operationKind": "query",
    "text": "query TemplatesLayoutQuery {\n  viewer {\n    id\n  }\n  ...CategoryNav_query\n}\n\nfragment CategoryNav_query on Query {\n  templateCategories {\n    id\n    slug\n    name\n    templateCount\n    parent {\n      id\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ef7d108ad340fec3ed0214dbd2107759";

export default node;
