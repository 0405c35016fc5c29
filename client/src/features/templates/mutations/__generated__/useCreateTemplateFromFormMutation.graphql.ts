/**
 * @generated SignedSource<<4ba9da7b5fa33ab64e1162ae7ec67b1d>>
 * @relayHash d3405385402169606c8fc01cd616fdad
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 4065a7fe6aee0b1e0f2e5284f83e52f8528baf14574aebf629c3ef2aa6d33952

import { ConcreteRequest } from 'relay-runtime';
export type CreateTemplateFromFormInput = {
  category?: string | null | undefined;
  description?: string | null | undefined;
  qrId: string;
  title?: string | null | undefined;
};
export type useCreateTemplateFromFormMutation$variables = {
  input: CreateTemplateFromFormInput;
};
export type useCreateTemplateFromFormMutation$data = {
  readonly createTemplateFromForm: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "TemplateSuccess";
    readonly template: {
      readonly id: string;
      readonly slug: string;
      readonly title: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly fieldErrors: ReadonlyArray<{
      readonly field: string;
      readonly message: string;
    }>;
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCreateTemplateFromFormMutation = {
  response: useCreateTemplateFromFormMutation$data;
  variables: useCreateTemplateFromFormMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "input"
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "message",
  "storageKey": null
},
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
    "name": "createTemplateFromForm",
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
            "concreteType": "FormTemplate",
            "kind": "LinkedField",
            "name": "template",
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
                "name": "slug",
                "storageKey": null
              },
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "title",
                "storageKey": null
              }
            ],
            "storageKey": null
          }
        ],
        "type": "TemplateSuccess",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/),
          {
            "alias": null,
            "args": null,
            "concreteType": "FieldError",
            "kind": "LinkedField",
            "name": "fieldErrors",
            "plural": true,
            "selections": [
              {
                "alias": null,
                "args": null,
                "kind": "ScalarField",
                "name": "field",
                "storageKey": null
              },
              (v1/*:: as any*/)
            ],
            "storageKey": null
          }
        ],
        "type": "ValidationError",
        "abstractKey": null
      },
      {
        "kind": "InlineFragment",
        "selections": [
          (v1/*:: as any*/)
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
    "name": "useCreateTemplateFromFormMutation",
    "selections": (v2/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateTemplateFromFormMutation",
    "selections": (v2/*:: as any*/)
  },
  "params": {
    "id": "4065a7fe6aee0b1e0f2e5284f83e52f8528baf14574aebf629c3ef2aa6d33952",
    "metadata": {},
    "name": "useCreateTemplateFromFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "50892cf0d08426d6b4e045cfead5b01c";

export default node;
