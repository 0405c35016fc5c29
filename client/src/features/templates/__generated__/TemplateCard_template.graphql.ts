/**
 * @generated SignedSource<<cbeb193efbeaac4df496da70de007139>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type TemplateCard_template$data = {
  readonly backgroundColor1: string | null | undefined;
  readonly backgroundColor2: string | null | undefined;
  readonly backgroundType: string;
  readonly buttonColor: string | null | undefined;
  readonly category: {
    readonly name: string;
  } | null | undefined;
  readonly description: string;
  readonly fieldCount: number;
  readonly headerColor: string | null | undefined;
  readonly id: string;
  readonly isFavorite: boolean;
  readonly isNew: boolean;
  readonly previewLabels: ReadonlyArray<string>;
  readonly slug: string;
  readonly title: string;
  readonly " $fragmentType": "TemplateCard_template";
};
export type TemplateCard_template$key = {
  readonly " $data"?: TemplateCard_template$data;
  readonly " $fragmentSpreads": FragmentRefs<"TemplateCard_template">;
};

const node: ReaderFragment = {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "TemplateCard_template",
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
      "name": "slug",
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
      "name": "description",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isNew",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "isFavorite",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fieldCount",
      "storageKey": null
    },
    {
      "alias": null,
      "args": [
        {
          "kind": "Literal",
          "name": "first",
          "value": 4
        }
      ],
      "kind": "ScalarField",
      "name": "previewLabels",
      "storageKey": "previewLabels(first:4)"
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "headerColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "buttonColor",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundColor1",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backgroundColor2",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "TemplateCategory",
      "kind": "LinkedField",
      "name": "category",
      "plural": false,
      "selections": [
        {
          "alias": null,
          "args": null,
          "kind": "ScalarField",
          "name": "name",
          "storageKey": null
        }
      ],
      "storageKey": null
    }
  ],
  "type": "FormTemplate",
  "abstractKey": null
};

(node as any).hash = "a9df31975281aff5263ed58065120ca4";

export default node;
