/**
 * @generated SignedSource<<371152360195e32daa9dc0ce5639b5c8>>
 * @relayHash 5fa28f693d872491632790f7a5eff87e
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID fa09a0be78d4626854fb100d1de1d2c8bc6d5a15691e84a46d475ca545fffe67

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
      readonly version: number;
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
                "name": "version",
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
    "id": "fa09a0be78d4626854fb100d1de1d2c8bc6d5a15691e84a46d475ca545fffe67",
    "metadata": {},
    "name": "useApplyQrDesignTemplateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "5401051d63cd40d2884138ac688b9d10";

export default node;
