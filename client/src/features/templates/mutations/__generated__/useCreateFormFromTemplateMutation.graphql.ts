/**
 * @generated SignedSource<<3c68659b385721350fe4fc280184ea2c>>
 * @relayHash a37250ca6ff10d2b5cfe47e6450af381
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 13f23a294d6c7c34d0eeb4b3678d5a52d6bce3527b78bd7868b9ba0747aa3bd3

import { ConcreteRequest } from 'relay-runtime';
export type CreateFormFromTemplateInput = {
  templateId: string;
};
export type useCreateFormFromTemplateMutation$variables = {
  input: CreateFormFromTemplateInput;
};
export type useCreateFormFromTemplateMutation$data = {
  readonly createFormFromTemplate: {
    readonly __typename: "FormSuccess";
    readonly form: {
      readonly id: string;
      readonly qrId: string;
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
export type useCreateFormFromTemplateMutation = {
  response: useCreateFormFromTemplateMutation$data;
  variables: useCreateFormFromTemplateMutation$variables;
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
    "name": "createFormFromTemplate",
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
                "name": "qrId",
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
    "name": "useCreateFormFromTemplateMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateFormFromTemplateMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "13f23a294d6c7c34d0eeb4b3678d5a52d6bce3527b78bd7868b9ba0747aa3bd3",
    "metadata": {},
    "name": "useCreateFormFromTemplateMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "88a79e5be1f6b7399b4d9b588a1ff602";

export default node;
