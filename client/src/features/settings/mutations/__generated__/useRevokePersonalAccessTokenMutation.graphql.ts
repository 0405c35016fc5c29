/**
 * @generated SignedSource<<333e9fbda2b9a973a73f5b1dffc89bac>>
 * @relayHash 2b410666bfa369ddd9d95cb12fc19f08
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID bc0dbce57cbfb604b6b2cb0b6bb1582df4d0d4a11737e4fc905e5aad9286d5a5

import { ConcreteRequest } from 'relay-runtime';
export type RevokePersonalAccessTokenInput = {
  id: string;
};
export type useRevokePersonalAccessTokenMutation$variables = {
  input: RevokePersonalAccessTokenInput;
};
export type useRevokePersonalAccessTokenMutation$data = {
  readonly revokePersonalAccessToken: {
    readonly __typename: "NotFoundError";
    readonly message: string;
  } | {
    readonly __typename: "RevokePersonalAccessTokenSuccess";
    readonly revokedId: string;
  } | {
    // This will never be '%other', but we need some
    // value in case none of the concrete values match.
    readonly __typename: "%other";
  };
};
export type useRevokePersonalAccessTokenMutation = {
  response: useRevokePersonalAccessTokenMutation$data;
  variables: useRevokePersonalAccessTokenMutation$variables;
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
    "name": "revokePersonalAccessToken",
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
            "kind": "ScalarField",
            "name": "revokedId",
            "storageKey": null
          }
        ],
        "type": "RevokePersonalAccessTokenSuccess",
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
    "name": "useRevokePersonalAccessTokenMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useRevokePersonalAccessTokenMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "bc0dbce57cbfb604b6b2cb0b6bb1582df4d0d4a11737e4fc905e5aad9286d5a5",
    "metadata": {},
    "name": "useRevokePersonalAccessTokenMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "d787bc0b697880e4a7c23f6176776325";

export default node;
