/**
 * @generated SignedSource<<a2e0e9920537b7a9cd2c1eefae33fe1d>>
 * @relayHash 2afa72fb1cc5db72d20b6c1ede4a3d96
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 27df4575d086b4ee20fe0f6a1a0a4cb34eaa646957d23114f367c694bc6fd7f5

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type IntegrationRouteQuery$variables = Record<PropertyKey, never>;
export type IntegrationRouteQuery$data = {
  readonly viewer: {
    readonly " $fragmentSpreads": FragmentRefs<"PersonalAccessTokens_viewer">;
  } | null | undefined;
};
export type IntegrationRouteQuery = {
  response: IntegrationRouteQuery$data;
  variables: IntegrationRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "IntegrationRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "User",
        "kind": "LinkedField",
        "name": "viewer",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "PersonalAccessTokens_viewer"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "IntegrationRouteQuery",
    "selections": [
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
            "concreteType": "PersonalAccessToken",
            "kind": "LinkedField",
            "name": "personalAccessTokens",
            "plural": true,
            "selections": [
              (v0/*:: as any*/),
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
                "name": "createdAt",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "lastUsedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          },
          (v0/*:: as any*/)
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "27df4575d086b4ee20fe0f6a1a0a4cb34eaa646957d23114f367c694bc6fd7f5",
    "metadata": {},
    "name": "IntegrationRouteQuery",
    "operationKind": "query",
    "text": null
  }
};
})();

(node as any).hash = "3063601a6b410eff160ad30132ba0cea";

export default node;
