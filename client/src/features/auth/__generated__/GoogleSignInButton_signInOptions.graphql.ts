/**
 * @generated SignedSource<<cc8a060f71183cbfabf1b512f73d7c9e>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type GoogleSignInButton_signInOptions$data = {
  readonly googleClientId: string | null | undefined;
  readonly " $fragmentType": "GoogleSignInButton_signInOptions";
};
export type GoogleSignInButton_signInOptions$key = {
  readonly " $data"?: GoogleSignInButton_signInOptions$data;
  readonly " $fragmentSpreads": FragmentRefs<"GoogleSignInButton_signInOptions">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "GoogleSignInButton_signInOptions",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "googleClientId",
      "storageKey": null
    }
  ],
  "type": "SignInOptions",
  "abstractKey": null
};

(node as any).hash = "e15bbfeb7a107f9e95093b9fc57d4258";

export default node;
