/**
 * @generated SignedSource<<d00702d662d1f7c8a68f3e9ef581e5fc>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormCard_form$data = {
  readonly active: boolean;
  readonly id: string;
  readonly qrId: string;
  readonly qrImageUrl: string | null | undefined;
  readonly qrSVGUrl: string | null | undefined;
  readonly starred: boolean;
  readonly submissionCount: number;
  readonly title: string;
  readonly updatedAt: any;
  readonly " $fragmentType": "FormCard_form";
};
export type FormCard_form$key = {
  readonly " $data"?: FormCard_form$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormCard_form">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormCard_form",
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
      "name": "starred",
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
      "name": "updatedAt",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qrImageUrl",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qrSVGUrl",
      "storageKey": null
    }
  ],
  "type": "Form",
  "abstractKey": null
};

(node as any).hash = "15c2745cb5be83459cb4b04158700d7e";

export default node;
