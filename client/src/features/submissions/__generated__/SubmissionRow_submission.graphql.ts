/**
 * @generated SignedSource<<a4a1db6f87d7a05f2203d495fd0aa203>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionRow_submission$data = {
  readonly createdAt: any;
  readonly data: any;
  readonly id: string;
  readonly submissionId: string;
  readonly " $fragmentType": "SubmissionRow_submission";
};
export type SubmissionRow_submission$key = {
  readonly " $data"?: SubmissionRow_submission$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionRow_submission">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionRow_submission",
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
      "name": "submissionId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "data",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "createdAt",
      "storageKey": null
    }
  ],
  "type": "Submission",
  "abstractKey": null
};

(node as any).hash = "e9ecee716b8da5a76767ebb9cfee514b";

export default node;
