/**
 * @generated SignedSource<<2208589ac01e8e8426fcb621bddf745b>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type LoginRouteQuery$variables = Record<PropertyKey, never>;
export type LoginRouteQuery$data = {
  readonly signInOptions: {
    readonly " $fragmentSpreads": FragmentRefs<"GoogleSignInButton_signInOptions">;
  };
};
export type LoginRouteQuery = {
  response: LoginRouteQuery$data;
  variables: LoginRouteQuery$variables;
};

const node: ConcreteRequest = {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "LoginRouteQuery",
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
    "name": "LoginRouteQuery",
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
    "cacheID": "ca8e27e825999aa3c79f23ba083e2e82",
    "id": null,
    "metadata": {},
    "name": "LoginRouteQuery",
    "operationKind": "query",
    "text": "query LoginRouteQuery {\n  signInOptions {\n    ...GoogleSignInButton_signInOptions\n  }\n}\n\nfragment GoogleSignInButton_signInOptions on SignInOptions {\n  googleClientId\n}\n"
  }
};

(node as any).hash = "c254e8dc1497af0cec441c2318fe5340";

export default node;
