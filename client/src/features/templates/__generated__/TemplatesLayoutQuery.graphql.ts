/**
 * @generated SignedSource<<f5b27648011180625ae7d2da1b0987c5>>
 * @relayHash 70c9233146025cd4a6d018305ad96f08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 2104ccc30fffd0c10840fae8c0317df6f637b56ce0da5e229a8b28a8d82b9cee

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
    "id": "2104ccc30fffd0c10840fae8c0317df6f637b56ce0da5e229a8b28a8d82b9cee",
    "metadata": {},
    "name": "TemplatesLayoutQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ef7d108ad340fec3ed0214dbd2107759";

export default node;
