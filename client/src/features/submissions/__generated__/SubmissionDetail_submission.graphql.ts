/**
 * @generated SignedSource<<93aa44b1b091e11ccc975663fcc1afbf>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type SubmissionDetail_submission$data = {
  readonly createdAt: any;
  readonly data: any;
  readonly id: string;
  readonly submissionId: string;
  readonly " $fragmentType": "SubmissionDetail_submission";
};
export type SubmissionDetail_submission$key = {
  readonly " $data"?: SubmissionDetail_submission$data;
  readonly " $fragmentSpreads": FragmentRefs<"SubmissionDetail_submission">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "SubmissionDetail_submission",
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

(node as any).hash = "898499435018b93a3030be3f04996b7c";

export default node;
