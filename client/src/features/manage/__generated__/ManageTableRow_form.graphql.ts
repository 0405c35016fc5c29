/**
 * @generated SignedSource<<159437fb36ec2f2d3aaf077cc4b82533>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type ManageTableRow_form$data = {
  readonly active: boolean;
  readonly createdAt: any;
  readonly qrId: string;
  readonly submissionCount: number;
  readonly title: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "ManageTableRow_form";
};
export type ManageTableRow_form$key = {
  readonly " $data"?: ManageTableRow_form$data;
  readonly " $fragmentSpreads": FragmentRefs<"ManageTableRow_form">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "ManageTableRow_form",
  "selections": [
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qrId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "title",
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
      "name": "submissionCount",
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
      "name": "updatedAt",
      "storageKey": null
    }
  ],
  "type": "Form",
  "abstractKey": null
};

(node as any).hash = "3fce1b5634fb047496533b5cb9a31c99";

export default node;
