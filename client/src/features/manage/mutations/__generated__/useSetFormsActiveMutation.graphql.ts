/**
 * @generated SignedSource<<d2b7010bc9fba21a8c27629e5e3dc664>>
 * @relayHash dcf3393d19d609ac809c688e947fc7c4
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID f17432e771bf4e4fe2f1830d8a4546f8adb83138ff47caccaaf1d1b0898a109f

import { ConcreteRequest } from 'relay-runtime';
export type SetFormsActiveInput = {
  active: boolean;
  qrIds: ReadonlyArray<string>;
};
export type useSetFormsActiveMutation$variables = {
  input: SetFormsActiveInput;
};
export type useSetFormsActiveMutation$data = {
  readonly setFormsActive: {
    readonly __typename: "FormsSuccess";
    readonly forms: ReadonlyArray<{
      readonly active: boolean;
      readonly id: string;
      readonly updatedAt: any;
    }>;
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetFormsActiveMutation = {
  response: useSetFormsActiveMutation$data;
  variables: useSetFormsActiveMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "message",
    "storageKey": null
  }
],
v2 = [
  {
    "alias": null,
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setFormsActive",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "concreteType": "Form",
            "kind": "LinkedField",
            "name": "forms",
            "plural": true,
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
                "name": "active",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "updatedAt",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "FormsSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "NotFoundError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": (v1/*:: as any*/),
        "type": "ValidationError",
        "abstractKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "useSetFormsActiveMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetFormsActiveMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "f17432e771bf4e4fe2f1830d8a4546f8adb83138ff47caccaaf1d1b0898a109f",
    "metadata": {},
    "name": "useSetFormsActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6e5da9c50be60ae2b605c178bc3be203";

export default node;
