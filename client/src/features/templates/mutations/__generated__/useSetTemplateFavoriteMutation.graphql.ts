/**
 * @generated SignedSource<<b36db13c458aa7e9f033f4864e40ee7d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
export type SetTemplateFavoriteInput = {
  favorite: boolean;
  templateId: string;
};
export type useSetTemplateFavoriteMutation$variables = {
  input: SetTemplateFavoriteInput;
};
export type useSetTemplateFavoriteMutation$data = {
  readonly setTemplateFavorite: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "TemplateSuccess";
    readonly template: {
      readonly id: string;
      readonly isFavorite: boolean;
    };
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useSetTemplateFavoriteMutation = {
  response: useSetTemplateFavoriteMutation$data;
  variables: useSetTemplateFavoriteMutation$variables;
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
    "name": "setTemplateFavorite",
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
                "name": "isFavorite",
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
    "name": "useSetTemplateFavoriteMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetTemplateFavoriteMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "cacheID": "c63d04a689d0c57ba36525e7dd04780b",
    "id": null,
    "metadata": {},
    "name": "useSetTemplateFavoriteMutation",
    "operationKind": "mutation",
    "text": "mutation useSetTemplateFavoriteMutation(\n  $input: SetTemplateFavoriteInput!\n) {\n  setTemplateFavorite(input: $input) {\n    __typename\n    ... on TemplateSuccess {\n      template {\n        id\n        isFavorite\n      }\n    }\n    ... on NotFoundError {\n      message\n    }\n  }\n}\n"
  }
};
})();

(node as any).hash = "ba0baaf92fb11e16bd76911be6aeb12c";

export default node;
