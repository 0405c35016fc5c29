/**
 * @generated SignedSource<<f1aad32a8be5d4abbac607ebd9c4d929>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "c5b170bad72f02780494a28e0f193e71",
    "id": null,
    "metadata": {},
    "name": "RegisterRouteQuery",
    "operationKind": "query",
    "text": "query RegisterRouteQuery {\n  signInOptions {\n    ...GoogleSignInButton_signInOptions\n  }\n}\n\nfragment GoogleSignInButton_signInOptions on SignInOptions {\n  googleClientId\n}\n"
  }
};

(node as any).hash = "b2da476542072f4e5955c01062b4946b";

export default node;
