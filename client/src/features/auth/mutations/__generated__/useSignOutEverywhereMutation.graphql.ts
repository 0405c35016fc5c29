/**
 * @generated SignedSource<<e609820e7803658799293380ac24acca>>
 * @relayHash 775da26703e05f7114e2755722edbfda
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID 65d924184228958f99b8ca89ec9dbb51bdc03a54f17ec1621376f5285868637c

import { ConcreteRequest } from 'relay-runtime';
export type useSignOutEverywhereMutation$variables = Record<PropertyKey, never>;
export type useSignOutEverywhereMutation$data = {
  readonly signOutEverywhere: {
    readonly ok: boolean;
  };
};
export type useSignOutEverywhereMutation = {
  response: useSignOutEverywhereMutation$data;
  variables: useSignOutEverywhereMutation$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "concreteType": "Done",
    "kind": "LinkedField",
    "name": "signOutEverywhere",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "ok",
        "storageKey": null
      }
    ],
    "storageKey": null
  }
];
return {
  "fragment": {
    "argumentDefinitions": [],
    "kind": "Fragment",
    "metadata": null,
    "name": "useSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": [],
    "kind": "Operation",
    "name": "useSignOutEverywhereMutation",
    "selections": (v0/*:: as any*/)
  },
  "params": {
    "id": "65d924184228958f99b8ca89ec9dbb51bdc03a54f17ec1621376f5285868637c",
    "metadata": {},
    "name": "useSignOutEverywhereMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "6bc5fe93349df59256caffe29c0e63b3";

export default node;
