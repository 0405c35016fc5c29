/**
 * @generated SignedSource<<1f21b8b436254e59e330cb81858a6f94>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

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
    "cacheID": "dcf3393d19d609ac809c688e947fc7c4",
    "id": null,
    "metadata": {},
    "name": "useSetFormsActiveMutation",
    "operationKind": "mutation",
    "text": "mutation useSetFormsActiveMutation(\n  $input: SetFormsActiveInput!\n) {\n  setFormsActive(input: $input) {\n    __typename\n    ... on FormsSuccess {\n      forms {\n        id\n        active\n        updatedAt\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n    ... on ValidationError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "6e5da9c50be60ae2b605c178bc3be203";

export default node;
