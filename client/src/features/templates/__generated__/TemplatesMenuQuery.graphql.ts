/**
 * @generated SignedSource<<adaa0d8857e388b80a2069cb78c62ce3>>
 * @relayHash bd7971c083bb058d46c16982e7b6ece7
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 3f71c0040b77430a5d33fb09ecbab60d8047642f2b80b7d2377acf192818b61b

import { ConcreteRequest } from 'relay-runtime';
export type TemplatesMenuQuery$variables = Record<PropertyKey, never>;
export type TemplatesMenuQuery$data = {
  readonly templateCategories: ReadonlyArray<{
    readonly id: string;
    readonly name: string;
    readonly parent: {
      readonly id: string;
    } | null | undefined;
    readonly slug: string;
  }>;
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type TemplatesMenuQuery = {
  response: TemplatesMenuQuery$data;
  variables: TemplatesMenuQuery$variables;
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
v2 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": (v1/*:: as any*/),
    "storageKey": null
  },
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
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "TemplatesMenuQuery",
    "selections": (v2/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "TemplatesMenuQuery",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "3f71c0040b77430a5d33fb09ecbab60d8047642f2b80b7d2377acf192818b61b",
    "metadata": {},
    "name": "TemplatesMenuQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "beadddaae345486722434a9a891f9806";

export default node;
