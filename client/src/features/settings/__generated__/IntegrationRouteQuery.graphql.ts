/**
 * @generated SignedSource<<57a64e3de15ae7fab27eb92464cc26d1>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "2afa72fb1cc5db72d20b6c1ede4a3d96",
    "id": null,
    "metadata": {},
    "name": "IntegrationRouteQuery",
    "operationKind": "query",
    "text": "query IntegrationRouteQuery {\n  viewer {\n    ...PersonalAccessTokens_viewer\n    id\n  }\n}\n\nfragment PersonalAccessTokenRow_token on PersonalAccessToken {\n  id\n  name\n  createdAt\n  lastUsedAt\n}\n\nfragment PersonalAccessTokens_viewer on User {\n  personalAccessTokens {\n    id\n    ...PersonalAccessTokenRow_token\n  }\n}\n"
  }
};
})();

(node as any).hash = "3063601a6b410eff160ad30132ba0cea";

export default node;
