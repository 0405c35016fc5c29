/**
 * @generated SignedSource<<c306c3e6a083316e3d66e387a95bfe43>>
 * @relayHash c47ca372f4532ec14d2d7b4826b94618
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c7c89b6c5931042b5c06c75d8bec76f0e8f99958b00ca6c28c279432a5a6deac

import { ConcreteRequest } from 'relay-runtime';
export type SetFormStarredInput = {
  qrId: string;
  starred: boolean;
};
export type useSetFormStarredMutation$variables = {
  input: SetFormStarredInput;
};
export type useSetFormStarredMutation$data = {
  readonly setFormStarred: {
    readonly __typename: "FormSuccess";
    readonly form: {
      readonly id: string;
      readonly starred: boolean;
      readonly updatedAt: any;
    };
  } | {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetFormStarredMutation = {
  response: useSetFormStarredMutation$data;
  variables: useSetFormStarredMutation$variables;
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
    "args": [
      {
        "kind": "Variable",
        "name": "input",
        "variableName": "input"
      }
    ],
    "concreteType": null,
    "kind": "LinkedField",
    "name": "setFormStarred",
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
            "name": "form",
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
                "name": "starred",
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
        "type": "FormSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          {
            "alias": null,
            "args": null,
            "kind": "ScalarField",
            "name": "message",
            "storageKey": null
          }
        ],
        "type": "NotFoundError",
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
    "name": "useSetFormStarredMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetFormStarredMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c7c89b6c5931042b5c06c75d8bec76f0e8f99958b00ca6c28c279432a5a6deac",
    "metadata": {},
    "name": "useSetFormStarredMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "c8934aa66b6d8208ffe9f130a92b0b37";

export default node;
