// The visitor's side of a form over GraphQL, beside the REST shim's campaign/getqr and
// submission/create|uploads: open it, upload answer files, submit. No session needed.
import { AuthenticationError, FileTooLargeError, NotFoundError, RateLimitedError, UnsupportedFileTypeError, ValidationError } from "../../domain/errors.ts";
import { getPublicForm, type TPublicFormReply } from "../../domain/forms/publicForm.ts";
import { FormClosedError } from "../../domain/submissions/errors.ts";
import { submitForm } from "../../domain/submissions/submitForm.ts";
import { storeVisitorUpload } from "../../domain/uploads/storeVisitorUpload.ts";
import { blobUpload } from "../../domain/uploads/uploadedBlob.ts";
import type { UploadCategory as TUploadCategory } from "../../domain/uploads/uploadPolicy.ts";
import type { UploadedFile } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { ErrorInterface } from "./errors.ts";
import { FormFile } from "./upload.ts";

const ExpiredBy = builder.enumType("ExpiredBy", {
  description: "Why a form no longer accepts answers (SPEC.md §4).",
  values: { DATE: { value: "date" }, SCANS: { value: "scans" }, IP: { value: "ip", description: "This client already answered." }, INACTIVE: { value: "inactive" } } as const,
});

builder.objectType(FormClosedError, {
  name: "FormClosedError",
  interfaces: [ErrorInterface],
  isTypeOf: (value) => value instanceof FormClosedError,
  fields: (t) => ({ expiredBy: t.field({ type: ExpiredBy, resolve: (error) => error.expiredBy }) }),
});

type TPublicFormData = TPublicFormReply["data"];
const text = (data: TPublicFormData, key: string): string | null => (typeof data[key] === "string" ? (data[key] as string) : null);

const PublicForm = builder.objectRef<TPublicFormReply>("PublicForm").implement({
  description: "A form as its visitors see it. A locked form comes without fields until the password matches.",
  fields: (t) => ({
    qrId: t.string({ resolve: (r) => text(r.data, "qrId") ?? "" }),
    title: t.string({ resolve: (r) => text(r.data, "title") ?? "" }),
    shortText: t.string({ nullable: true, resolve: (r) => text(r.data, "shortText") }),
    locale: t.string({ resolve: (r) => text(r.data, "locale") ?? "en" }),
    locked: t.boolean({ description: "The form asks for a password.", resolve: (r) => Boolean((r.data.lock as { active?: boolean } | null)?.active) }),
    fields: t.field({ type: "JSON", description: "Fields keyed by id, in display order (CONTRACT.md §5); {} while locked.", resolve: (r) => r.data.fields }),
    appearance: t.field({ type: "JSON", description: "{ headerColor, buttonColor }", resolve: (r) => r.data.appearance }),
    backgroundType: t.string({ nullable: true, resolve: (r) => text(r.data, "backgroundType") }),
    backgroundColor1: t.string({ nullable: true, resolve: (r) => text(r.data, "backgroundColor1") }),
    backgroundColor2: t.string({ nullable: true, resolve: (r) => text(r.data, "backgroundColor2") }),
    backgroundImageUrl: t.string({ nullable: true, resolve: (r) => (r.data.backgrounds as { imageUrl?: string } | null)?.imageUrl ?? null }),
    logoUrl: t.string({ nullable: true, resolve: (r) => (r.data.logo as { fileUrl?: string } | null)?.fileUrl ?? null }),
    googleTagManagerContainerId: t.string({ nullable: true, resolve: (r) => text(r.data, "googleTagManagerContainerId") }),
    googleGA4Id: t.string({ nullable: true, resolve: (r) => text(r.data, "googleGA4Id") }),
    facebookPixel: t.string({ nullable: true, resolve: (r) => text(r.data, "facebookPixel") }),
  }),
});

builder.queryField("publicForm", (t) =>
  t.field({
    type: PublicForm,
    description: "A form by its qrId for a visitor; countScan counts a visit (scan=1 of getqr).",
    args: {
      qrId: t.arg.string({ required: true }),
      countScan: t.arg.boolean({ defaultValue: false }),
      password: t.arg.string({ description: "The password of a locked form." }),
    },
    errors: { types: [NotFoundError, FormClosedError, AuthenticationError, RateLimitedError], union: { name: "PublicFormResult" } },
    resolve: (_root, args, ctx) => getPublicForm(ctx.services, args.qrId, { scan: args.countScan ?? false, clientIp: ctx.clientIp, password: args.password }),
  }),
);

const SubmitFormSuccess = builder.objectRef<{ id: string }>("SubmitFormSuccess").implement({
  fields: (t) => ({ submissionId: t.exposeString("id") }),
});

const AnswerFileCategory = builder.enumType("AnswerFileCategory", {
  description: "What a visitor's file answers; each has its own size limit and allowed types.",
  values: {
    DOCUMENT: { value: "document" },
    PICTURE: { value: "picture" },
    AUDIO: { value: "audio" },
    VIDEO: { value: "video" },
    SIGNATURE: { value: "signature", description: "A signature drawn on the pad, as PNG." },
  } as const satisfies Record<string, { value: TUploadCategory; description?: string }>,
});

const UploadAnswerFileSuccess = builder.objectRef<{ file: UploadedFile }>("UploadAnswerFileSuccess").implement({
  description: "The stored file: put { fileId, fileUrl } in the answer; only the form's owner can open it.",
  fields: (t) => ({ file: t.field({ type: FormFile, resolve: (r) => r.file }) }),
});

builder.mutationFields((t) => ({
  submitForm: t.field({
    type: SubmitFormSuccess,
    description: "A visitor's answers, validated by the rules of SPEC.md §5; ValidationError.fieldErrors is keyed by field id.",
    args: {
      input: t.arg({
        type: builder.inputType("SubmitFormInput", {
          fields: (f) => ({
            qrId: f.string({ required: true }),
            data: f.field({ type: "JSON", required: true, description: "Answers keyed by field id: { component, name, label, option, data }." }),
            password: f.string({ description: "The password of a locked form." }),
            idempotencyKey: f.string({
              description: "A random key (1–255 printable ASCII characters) kept for retries of the same answer: a repeat returns the first submission and stores nothing new.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, NotFoundError, FormClosedError, AuthenticationError, RateLimitedError], union: { name: "SubmitFormPayload" } },
    resolve: (_root, { input }, ctx) =>
      submitForm(ctx.services, input.qrId, { data: input.data }, { clientIp: ctx.clientIp, password: input.password, idempotencyKey: input.idempotencyKey }),
  }),
  uploadAnswerFile: t.field({
    type: UploadAnswerFileSuccess,
    description: "Stores a visitor's file for one answer, judged by its content.",
    args: {
      input: t.arg({
        type: builder.inputType("UploadAnswerFileInput", {
          fields: (f) => ({
            qrId: f.string({ required: true }),
            category: f.field({ type: AnswerFileCategory, required: true }),
            file: f.field({ type: "File", required: true }),
            password: f.string({ description: "The password of a locked form." }),
          }),
        }),
        required: true,
      }),
    },
    errors: {
      types: [ValidationError, NotFoundError, FormClosedError, AuthenticationError, FileTooLargeError, UnsupportedFileTypeError, RateLimitedError],
      union: { name: "UploadAnswerFilePayload" },
    },
    resolve: async (_root, { input }, ctx) => ({
      file: await storeVisitorUpload(ctx.services, input.qrId, input.category, blobUpload(input.file), { clientIp: ctx.clientIp, password: input.password }),
    }),
  }),
}));
