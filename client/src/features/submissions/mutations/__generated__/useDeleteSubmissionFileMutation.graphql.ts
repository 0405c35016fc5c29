/**
 * @generated SignedSource<<c9b1d305f4dc740ac0c3d74cf2cb2797>>
 * @relayHash 5df80722e0334727634409bf8f3fdd91
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 92a91e265c73ed5de08d302c29605068d8ceea25de4df887cfb0d2bc871096b3

import { ConcreteRequest } from 'relay-runtime';
export type DeleteSubmissionFileInput = {
  fileId: string;
};
export type useDeleteSubmissionFileMutation$variables = {
  input: DeleteSubmissionFileInput;
};
export type useDeleteSubmissionFileMutation$data = {
  readonly deleteSubmissionFile: {
    readonly __typename: "DeleteSubmissionFileSuccess";
    readonly submission: {
      readonly data: any;
      readonly id: string;
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
export type useDeleteSubmissionFileMutation = {
  response: useDeleteSubmissionFileMutation$data;
  variables: useDeleteSubmissionFileMutation$variables;
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
    "name": "deleteSubmissionFile",
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
            "concreteType": "Submission",
            "kind": "LinkedField",
            "name": "submission",
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
                "name": "data",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "DeleteSubmissionFileSuccess",
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
    "name": "useDeleteSubmissionFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useDeleteSubmissionFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "92a91e265c73ed5de08d302c29605068d8ceea25de4df887cfb0d2bc871096b3",
    "metadata": {},
    "name": "useDeleteSubmissionFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "fdff99f253b3e50196427d66c9930bac";

export default node;
