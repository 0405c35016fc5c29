/**
 * @generated SignedSource<<e4ccb7ce12d797a72b04e3ad358907f5>>
 * @relayHash 5b0abc944005a5aa9209b07fbb0d855b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ed76fdd5069cd534df4224049a92df45598cfbfaa8098f8d1825c58a6fe30566

import { ConcreteRequest } from 'relay-runtime';
export type UploadCategory = "BACKGROUND" | "LOGO" | "OPTION_IMAGE" | "PREVIEW" | "QR_LOGO" | "%future added value";
export type UploadFileInput = {
  category: UploadCategory;
  file: any;
};
export type useUploadFileMutation$variables = {
  input: UploadFileInput;
};
export type useUploadFileMutation$data = {
  readonly uploadFile: {
    readonly __typename: string;
    readonly file?: {
      readonly fileId: string;
      readonly fileUrl: string;
      readonly mimeType: string;
      readonly name: string;
      readonly size: number;
    };
    readonly message?: string;
  };
};
export type useUploadFileMutation = {
  response: useUploadFileMutation$data;
  variables: useUploadFileMutation$variables;
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
    "name": "uploadFile",
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
            "concreteType": "FormFile",
            "kind": "LinkedField",
            "name": "file",
            "plural": false,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "fileUrl",
                "storageKey": null
              },
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
                "name": "mimeType",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "size",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "UploadFileSuccess",
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
        "type": "Error",
        "abstractKey": "__isError"
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
    "name": "useUploadFileMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useUploadFileMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ed76fdd5069cd534df4224049a92df45598cfbfaa8098f8d1825c58a6fe30566",
    "metadata": {},
    "name": "useUploadFileMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "da3655d3fbfb783fd4964fd14a2c87eb";

export default node;
