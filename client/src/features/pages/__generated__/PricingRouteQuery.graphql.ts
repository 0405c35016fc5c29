/**
 * @generated SignedSource<<6088e081fd0d758c0d12e1abc0b1d80d>>
 * @relayHash dba87d82735ac4f99b1465a3ed0a42d9
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 1267913f1462922e575f6346f53ae62744404c26018526df7ecb339a5ded8a1e

import { ConcreteRequest } from 'relay-runtime';
export type PricingRouteQuery$variables = Record<PropertyKey, never>;
export type PricingRouteQuery$data = {
  readonly viewer: {
    readonly id: string;
  } | null | undefined;
};
export type PricingRouteQuery = {
  response: PricingRouteQuery$data;
  variables: PricingRouteQuery$variables;
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
    "name": "PricingRouteQuery",
    "selections": (v0/*:: as any*/),
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "PricingRouteQuery",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "1267913f1462922e575f6346f53ae62744404c26018526df7ecb339a5ded8a1e",
    "metadata": {},
    "name": "PricingRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "ab2ae5904645344388cc09b0cb711da0";

export default node;
