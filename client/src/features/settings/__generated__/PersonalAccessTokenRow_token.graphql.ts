/**
 * @generated SignedSource<<b1a15224a6fe1c185a1754d882fdd6c5>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type PersonalAccessTokenRow_token$data = {
  readonly createdAt: any;
  readonly id: string;
  readonly lastUsedAt: any | null | undefined;
  readonly name: string;
  readonly " $fragmentType": "PersonalAccessTokenRow_token";
};
export type PersonalAccessTokenRow_token$key = {
  readonly " $data"?: PersonalAccessTokenRow_token$data;
  readonly " $fragmentSpreads": FragmentRefs<"PersonalAccessTokenRow_token">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "PersonalAccessTokenRow_token",
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
      "name": "name",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "lastUsedAt",
      "storageKey": null
    }
  ],
  "type": "PersonalAccessToken",
  "abstractKey": null
};

(node as any).hash = "1c32d2ceaea704f0b04c48384b930af8";

export default node;
