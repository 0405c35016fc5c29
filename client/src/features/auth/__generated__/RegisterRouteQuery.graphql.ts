/**
 * @generated SignedSource<<b6731d140c2614fb18cb2ba654bccdfa>>
 * @relayHash c5b170bad72f02780494a28e0f193e71
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 5404a23a4792991ea439d63ec20b7a44b71a4a59b9e057623e313f8854008b8e

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type RegisterRouteQuery$variables = Record<PropertyKey, never>;
export type RegisterRouteQuery$data = {
  readonly signInOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"GoogleSignInButton_signInOptions">;
  };
};
export type RegisterRouteQuery = {
  response: RegisterRouteQuery$data;
  variables: RegisterRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignInOptions",
        "kind": "LinkedField",
        "name": "signInOptions",
        "plural": false,
        "selections": [
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "GoogleSignInButton_signInOptions"
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
    "name": "RegisterRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": null,
        "concreteType": "SignInOptions",
        "kind": "LinkedField",
        "name": "signInOptions",
        "plural": false,
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "googleClientId",
            "storageKey": null
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "id": "5404a23a4792991ea439d63ec20b7a44b71a4a59b9e057623e313f8854008b8e",
    "metadata": {},
    "name": "RegisterRouteQuery",
    "operationKind": "query",
    "text": null
  }
};

(node as any).hash = "b2da476542072f4e5955c01062b4946b";

export default node;
