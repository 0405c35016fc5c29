/**
 * @generated SignedSource<<1ffe25ee590cd001b370376f233e4b9d>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type UserMenu_viewer$data = {
  readonly email: string;
  readonly name: string;
  readonly " $fragmentType": "UserMenu_viewer";
};
export type UserMenu_viewer$key = {
  readonly " $data"?: UserMenu_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"UserMenu_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "UserMenu_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "email",
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "19a4d954ae777566a4cff9a620835b9a";

export default node;
