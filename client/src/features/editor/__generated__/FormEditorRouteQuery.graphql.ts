/**
 * @generated SignedSource<<f4683fbddbf4209997d603891b4970e4>>
 * @lightSyntaxTransform
 */

/* tslint:disable */
/* eslint-disable */
// @ts-nocheck

import { ConcreteRequest } from 'relay-runtime';
import { FragmentRefs } from "relay-runtime";
export type FormEditorRouteQuery$variables = {
  qrId: string;
};
export type FormEditorRouteQuery$data = {
  readonly form: {
    readonly id: string;
    readonly " $fragmentSpreads": FragmentRefs<"FormEditor_form">;
  } | null | undefined;
};
export type FormEditorRouteQuery = {
  response: FormEditorRouteQuery$data;
  variables: FormEditorRouteQuery$variables;
};

const node: ConcreteRequest = (function(){
var v0 = [
  {
    "defaultValue": null,
    "kind": "LocalArgument",
    "name": "qrId"
  }
],
v1 = [
  {
    "kind": "Variable",
    "name": "qrId",
    "variableName": "qrId"
  }
],
v2 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "id",
  "storageKey": null
},
v3 = [
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
v4 = {
  "alias": null,
  "args": null,
  "kind": "ScalarField",
  "name": "active",
  "storageKey": null
};
return {
  "fragment": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Fragment",
    "metadata": null,
    "name": "FormEditorRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Form",
        "kind": "LinkedField",
        "name": "form",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
          {
            "args": null,
            "kind": "FragmentSpread",
            "name": "FormEditor_form"
          }
        ],
        "storageKey": null
      }
    ],
    "type": "Query",
    "abstractKey": null
  },
  "kind": "Request",
  "operation": {
    "argumentDefinitions": (v0/*:: as any*/),
    "kind": "Operation",
    "name": "FormEditorRouteQuery",
    "selections": [
      {
        "alias": null,
        "args": (v1/*:: as any*/),
        "concreteType": "Form",
        "kind": "LinkedField",
        "name": "form",
        "plural": false,
        "selections": [
          (v2/*:: as any*/),
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
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FormFile",
            "kind": "LinkedField",
            "name": "backgroundImage",
            "plural": false,
            "selections": (v3/*:: as any*/),
            "storageKey": null
          },
          {
            "alias": null,
            "args": null,
            "concreteType": "FormFile",
            "kind": "LinkedField",
            "name": "previewImage",
            "plural": false,
            "selections": (v3/*:: as any*/),
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
              (v4/*:: as any*/)
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
          (v4/*:: as any*/),
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
          }
        ],
        "storageKey": null
      }
    ]
  },
  "params": {
    "cacheID": "656e76a2ab6817857590e818c8b57229",
    "id": null,
    "metadata": {},
    "name": "FormEditorRouteQuery",
    "operationKind": "query",
    "text": "query FormEditorRouteQuery(\n  $qrId: String!\n) {\n  form(qrId: $qrId) {\n    id\n    ...FormEditor_form\n  }\n}\n\nfragment FormEditor_form on Form {\n  id\n  qrId\n  shortUrl\n  title\n  shortText\n  locale\n  backgroundType\n  backgroundColor1\n  backgroundColor2\n  appearance\n  backdrop\n  logo {\n    fileId\n    fileUrl\n  }\n  backgroundImage {\n    fileId\n    fileUrl\n  }\n  previewImage {\n    fileId\n    fileUrl\n  }\n  fields\n  qrOptions\n  qrDesignTemplateId\n  lock {\n    active\n  }\n  googleGTMContainerId\n  fbPixelID\n  googleGA4Id\n  allowEmbedding\n  active\n  notificationPeriod\n  expiryType\n  expiryDate\n  expiryScans\n  expireByIP\n}\n"
  }
};
})();

(node as any).hash = "aef6cfddca1439834afbfe261926fe79";

export default node;
