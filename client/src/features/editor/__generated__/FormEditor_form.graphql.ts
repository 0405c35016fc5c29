/**
 * @generated SignedSource<<3d5dcd93d2a84c805e343ea659c86f47>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ReaderFragment } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormEditor_form$data = {
  readonly active: boolean;
  readonly allowEmbedding: boolean;
  readonly appearance: any;
  readonly backdrop: string | null | undefined;
  readonly backgroundColor1: string;
  readonly backgroundColor2: string;
  readonly backgroundImage: {
    readonly fileId: string;
    readonly fileUrl: string;
  } | null | undefined;
  readonly backgroundType: string;
  readonly expireByIP: boolean;
  readonly expiryDate: any | null | undefined;
  readonly expiryScans: number | null | undefined;
  readonly expiryType: string | null | undefined;
  readonly fbPixelID: string | null | undefined;
  readonly fields: any;
  readonly googleGA4Id: string | null | undefined;
  readonly googleGTMContainerId: string | null | undefined;
  readonly id: string;
  readonly locale: string;
  readonly lock: {
    readonly active: boolean;
  };
  readonly logo: {
    readonly fileId: string;
    readonly fileUrl: string;
  } | null | undefined;
  readonly notificationPeriod: string | null | undefined;
  readonly previewImage: {
    readonly fileId: string;
    readonly fileUrl: string;
  } | null | undefined;
  readonly qrDesignTemplateId: string | null | undefined;
  readonly qrId: string;
  readonly qrOptions: any;
  readonly shortText: string;
  readonly shortUrl: string;
  readonly title: string;
  readonly version: number;
  readonly " $fragmentType": "FormEditor_form";
};
export type FormEditor_form$key = {
  readonly " $data"?: FormEditor_form$data;
  readonly " $fragmentSpreads": FragmentRefs<"FormEditor_form">;
};

const node: ReaderFragment = (function(){
var v0 = [
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileId",
    "storageKey": null
  },
  {
    "alias": null,
    "args": null,
    "kind": "ScalarField",
    "name": "fileUrl",
    "storageKey": null
  }
],
v1 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "argumentDefinitions": [],
  "kind": "Fragment",
  "metadata": null,
  "name": "FormEditor_form",
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
      "name": "shortUrl",
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
      "name": "shortText",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "locale",
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
      "kind": "ScalarField",
      "name": "appearance",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "backdrop",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormFile",
      "kind": "LinkedField",
      "name": "logo",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormFile",
      "kind": "LinkedField",
      "name": "backgroundImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormFile",
      "kind": "LinkedField",
      "name": "previewImage",
      "plural": false,
      "selections": (v0/*:: as any*/),
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fields",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qrOptions",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "qrDesignTemplateId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "concreteType": "FormLock",
      "kind": "LinkedField",
      "name": "lock",
      "plural": false,
      "selections": [
        (v1/*:: as any*/)
      ],
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "googleGTMContainerId",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "fbPixelID",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "googleGA4Id",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "allowEmbedding",
      "storageKey": null
    },
    (v1/*:: as any*/),
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "notificationPeriod",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryType",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryDate",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expiryScans",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "expireByIP",
      "storageKey": null
    },
    {
      "alias": null,
      "args": null,
      "kind": "ScalarField",
      "name": "version",
      "storageKey": null
    }
  ],
  "type": "Form",
  "abstractKey": null
};
})();

(node as any).hash = "43183702d2d9041bb841758fa175679a";

export default node;
