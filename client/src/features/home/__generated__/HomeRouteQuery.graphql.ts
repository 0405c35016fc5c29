/**
 * @generated SignedSource<<f18befcb2387d5e8c4ae40228a06929a>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type HomeRouteQuery$variables = Record<PropertyKey, never>;
export type HomeRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
    readonly name: string;
  } | null | undefined;
};
export type HomeRouteQuery = {
  response: HomeRouteQuery$data;
  variables: HomeRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "User",
    "kind": "LinkedField",
    "name": "viewer",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "id",
        "storageKey": null
      },
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "name",
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
    "name": "HomeRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "HomeRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "cacheID": "90cad414056787b502258fc237c58af3",
    "id": null,
    "metadata": {},
    "name": "HomeRouteQuery",
    "operationKind": "query",
    "text": "query HomeRouteQuery {\n  viewer {\n    id\n    name\n  }\n}\n"
  }
};
})();

(node as any).hash = "f3a8eb9f73768cacca7bc818c701b917";

export default node;
