/**
 * @generated SignedSource<<abbd4b2faf168e70133acce5df9807ac>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalAccessTokens_viewer$data = {
  readonly personalAccessTokens: ReadonlyArray<{
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"PersonalAccessTokenRow_token">;
  }>;
  readonly " $fragmentType": "PersonalAccessTokens_viewer";
};
export type PersonalAccessTokens_viewer$key = {
  readonly " $data"?: PersonalAccessTokens_viewer$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalAccessTokens_viewer">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalAccessTokens_viewer",
  "selections": [
    {
      "alias": null,
      "args": null,
      "concreteType": "PersonalAccessToken",
      "kind": "LinkedField",
      "name": "personalAccessTokens",
      "plural": true,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "id",
          "storageKey": null
        },
        {
          "args": null,
          "kind": "FragmentSpread",
          "name": "PersonalAccessTokenRow_token"
        }
      ],
      "storageKey": null
    }
  ],
  "type": "User",
  "abstractKey": null
};

(node as any).hash = "d0ff83a6a30fcf963376f28fd793e0a1";

export default node;
