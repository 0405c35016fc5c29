/**
 * @generated SignedSource<<6ff3ceafcba187b6e92a82e986e98fe0>>
 * @relayHash 33525cefcdbbf2e0a00e3a5d2d82e3a0
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 6262ce30eeec38706a8fc8a4babc9ca88ca865b99a177bf4cf63f53c08d3b791

import { ConcreteRequest } from 'relay-runtime';
export type CreateFormInput = {
  settings?: FormSettingsInput | null | undefined;
};
export type FormSettingsInput = {
  active?: boolean | null | undefined;
  allowEmbedding?: boolean | null | undefined;
  appearance?: any | null | undefined;
  backdrop?: string | null | undefined;
  backgroundColor1?: string | null | undefined;
  backgroundColor2?: string | null | undefined;
  backgroundImage?: string | null | undefined;
  backgroundType?: string | null | undefined;
  expireByIP?: boolean | null | undefined;
  expiryDate?: any | null | undefined;
  expiryScans?: number | null | undefined;
  expiryType?: string | null | undefined;
  fbPixelID?: string | null | undefined;
  fields?: any | null | undefined;
  googleGA4Id?: string | null | undefined;
  googleGTMContainerId?: string | null | undefined;
  locale?: string | null | undefined;
  lock?: any | null | undefined;
  logo?: string | null | undefined;
  notificationPeriod?: string | null | undefined;
  previewImage?: string | null | undefined;
  qrOptions?: any | null | undefined;
  shortText?: string | null | undefined;
  starred?: boolean | null | undefined;
  title?: string | null | undefined;
};
export type useCreateFormMutation$variables = {
  input: CreateFormInput;
};
export type useCreateFormMutation$data = {
  readonly createForm: {
    readonly __typename: "FormSuccess";
    readonly form: {
      readonly id: string;
      readonly qrId: string;
    };
  } | {
    readonly __typename: "ValidationError";
    readonly message: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useCreateFormMutation = {
  response: useCreateFormMutation$data;
  variables: useCreateFormMutation$variables;
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
    "name": "createForm",
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
    "name": "useCreateFormMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useCreateFormMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "6262ce30eeec38706a8fc8a4babc9ca88ca865b99a177bf4cf63f53c08d3b791",
    "metadata": {},
    "name": "useCreateFormMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "e8c1f88d0cdf70e7a14f387dc0542a9f";

export default node;
