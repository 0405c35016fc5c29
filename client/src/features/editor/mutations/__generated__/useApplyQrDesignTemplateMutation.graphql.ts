/**
 * @generated SignedSource<<4f997f3b5d8c04d4317ec51e7feab2e7>>
 * @relayHash f983f13daf5e21c52d4b9dacbceed591
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID c72b236b5a8d29a2a82f5a23f57e0b6e6f4b8a6937a70f5e4128de7a26955fb7

import { ConcreteRequest } from 'relay-runtime';
export type ApplyQrDesignTemplateInput = {
  qrId: string;
  templateId?: string | null | undefined;
};
export type useApplyQrDesignTemplateMutation$variables = {
  input: ApplyQrDesignTemplateInput;
};
export type useApplyQrDesignTemplateMutation$data = {
  readonly applyQrDesignTemplate: {
    readonly __typename: string;
    readonly form?: {
      readonly id: string;
      readonly qrDesignTemplateId: string | null | undefined;
      readonly qrImageUrl: string | null | undefined;
      readonly qrOptions: any;
      readonly qrSVGUrl: string | null | undefined;
      readonly updatedAt: any;
    };
    readonly message?: string;
  };
};
export type useApplyQrDesignTemplateMutation = {
  response: useApplyQrDesignTemplateMutation$data;
  variables: useApplyQrDesignTemplateMutation$variables;
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
    "name": "applyQrDesignTemplate",
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
                "name": "qrOptions",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qrDesignTemplateId",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qrImageUrl",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "qrSVGUrl",
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
    "name": "useApplyQrDesignTemplateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useApplyQrDesignTemplateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "c72b236b5a8d29a2a82f5a23f57e0b6e6f4b8a6937a70f5e4128de7a26955fb7",
    "metadata": {},
    "name": "useApplyQrDesignTemplateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "750c1fd93ca6770b597323757d1f95f7";

export default node;
