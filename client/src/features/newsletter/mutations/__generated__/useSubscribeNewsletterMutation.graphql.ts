/**
 * @generated SignedSource<<b9a38fab85d4559fb2c55b827d3db438>>
 * @relayHash aa9c9a9723c0ba513b5a783ee82a9d46
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

// @relayRequestID ec7eca7785a825ee0acf73c708380ac833bff9ef946c2a0f9bba6d82ebd4ee9e

import { ConcreteRequest } from 'relay-runtime';
export type SubscribeNewsletterInput = {
  email: string;
};
export type useSubscribeNewsletterMutation$variables = {
  input: SubscribeNewsletterInput;
};
export type useSubscribeNewsletterMutation$data = {
  readonly subscribeNewsletter: {
    readonly __typename: string;
  };
};
export type useSubscribeNewsletterMutation = {
  response: useSubscribeNewsletterMutation$data;
  variables: useSubscribeNewsletterMutation$variables;
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
    "name": "subscribeNewsletter",
    "plural": false,
    "selections": [
      {
        "alias": null,
        "args": null,
        "kind": "ScalarField",
        "name": "__typename",
        "storageKey": null
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
    "name": "useSubscribeNewsletterMutation",
    "selections": (v1/*:: as any*/),
    "type": "Mutation",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "useSubscribeNewsletterMutation",
    "selections": (v1/*:: as any*/)
  },
  "params": {
    "id": "ec7eca7785a825ee0acf73c708380ac833bff9ef946c2a0f9bba6d82ebd4ee9e",
    "metadata": {},
    "name": "useSubscribeNewsletterMutation",
    "operationKind": "mutation",
    "text": null
  }
};
})();

(node as any).hash = "3c1a13e602e29fe014cd9d538e4be2d1";

export default node;
