/**
 * @generated SignedSource<<8d2c8bbb4afe483cda356be3a75a8090>>
 * @relayHash c63d04a689d0c57ba36525e7dd04780b
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 49a888c648412148790e13140752e5cb025aa5e111120e6c8d6f93829323a686

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
    "id": "49a888c648412148790e13140752e5cb025aa5e111120e6c8d6f93829323a686",
    "metadata": {},
    "name": "useSetTemplateFavoriteMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "ba0baaf92fb11e16bd76911be6aeb12c";

export default node;
