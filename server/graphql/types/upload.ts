import { FileTooLargeError, UnsupportedFileTypeError, ValidationError } from "../../domain/errors.ts";
import { fileUrl } from "../../domain/forms/formUrls.ts";
import { storeOwnerUpload } from "../../domain/uploads/storeOwnerUpload.ts";
import { blobUpload } from "../../domain/uploads/uploadedBlob.ts";
import type { UploadCategory as TUploadCategory } from "../../domain/uploads/uploadPolicy.ts";
import type { UploadedFile } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";

export const FormFile = builder.prismaObject("UploadedFile", {
  name: "FormFile",
  description: "A stored upload: its id links it (e.g. as a form's logo), its URL serves it.",
  fields: (t) => ({
    fileId: t.exposeID("id"),
    fileUrl: t.string({ select: { storageKey: true }, resolve: (file, _a, ctx) => fileUrl(ctx.services, file.storageKey)! }),
    name: t.exposeString("originalName"),
    mimeType: t.exposeString("mimeType"),
    size: t.exposeInt("size"),
  }),
});

const UploadCategory = builder.enumType("UploadCategory", {
  description: "What an owner's upload is for; each has its own size limit and allowed image types.",
  values: {
    LOGO: { value: "logo" },
    BACKGROUND: { value: "background" },
    PREVIEW: { value: "preview" },
    QR_LOGO: { value: "qrLogo", description: "The centre logo of the QR code; store its fileUrl in qrOptions.logo." },
    OPTION_IMAGE: { value: "optionImage", description: "An image on a checkbox option." },
  } as const satisfies Record<string, { value: TUploadCategory; description?: string }>,
});

const UploadFileSuccess = builder.objectRef<{ file: UploadedFile }>("UploadFileSuccess").implement({
  fields: (t) => ({ file: t.field({ type: FormFile, resolve: (result) => result.file }) }),
});

builder.mutationField("uploadFile", (t) =>
  t.field({
    type: UploadFileSuccess,
    authScopes: { loggedIn: true },
    description: "Stores an image; link it with updateForm (logo, backgroundImage, previewImage) or use its URL.",
    args: {
      input: t.arg({
        type: builder.inputType("UploadFileInput", {
          fields: (f) => ({ category: f.field({ type: UploadCategory, required: true }), file: f.field({ type: "File", required: true }) }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, FileTooLargeError, UnsupportedFileTypeError],
      union: { name: "UploadFilePayload" },
    },
    resolve: async (_root, { input }, ctx) => ({ file: await storeOwnerUpload(ctx.services, ctx.userId!, input.category, blobUpload(input.file)) }),
  }),
);
