/**
 * @generated SignedSource<<6d1c190f1caebd6533666157fac23d54>>
 * @relayHash b7cc9480f3fcd64b61c994427258e62a
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 7bf2088850ff32664ae74857fcf021c02fb09d693f6447468483cb3187880161

import { ConcreteRequest } from 'relay-runtime';
export type SetFormActiveInput = {
  active: boolean;
  qrId: string;
};
export type useSetFormActiveMutation$variables = {
  input: SetFormActiveInput;
};
export type useSetFormActiveMutation$data = {
  readonly setFormActive: {
    readonly __typename: "FormSuccess";
    readonly form: {
      readonly active: boolean;
      readonly id: string;
      readonly updatedAt: any;
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
export type useSetFormActiveMutation = {
  response: useSetFormActiveMutation$data;
  variables: useSetFormActiveMutation$variables;
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
    "name": "setFormActive",
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
                "name": "active",
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
    "name": "useSetFormActiveMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSetFormActiveMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "7bf2088850ff32664ae74857fcf021c02fb09d693f6447468483cb3187880161",
    "metadata": {},
    "name": "useSetFormActiveMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "7f9b8d26e5821531b7062c35ba335983";

export default node;
