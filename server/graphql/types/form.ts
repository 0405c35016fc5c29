import { encodeGlobalID } from "@pothos/plugin-relay";
import { cloneForm } from "../../domain/forms/cloneForm.ts";
import { createForm } from "../../domain/forms/createForm.ts";
import { applyQrDesignTemplate } from "../../domain/forms/applyQrDesignTemplate.ts";
import { deleteForm, deleteForms } from "../../domain/forms/deleteForm.ts";
import { setFormsActive } from "../../domain/forms/setFormsActive.ts";
import { fieldsFromStored } from "../../../shared/fields/formFields.ts";
import { formAppearance } from "../../../shared/forms/formAppearance.ts";
import { fileUrl, shortUrl, storedQrOptions } from "../../domain/forms/formUrls.ts";
import { updateForm } from "../../domain/forms/updateForm.ts";
import { ConflictError, NotFoundError, ValidationError } from "../../domain/errors.ts";
import type { Form as FormRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { FormFile } from "./upload.ts";
import { User } from "./user.ts";

const FormLock = builder.objectRef<{ active: boolean }>("FormLock").implement({
  description: "Whether visitors need a password. The password itself never leaves the server.",
  fields: (t) => ({ active: t.exposeBoolean("active") }),
});

export const Form = builder.prismaNode("Form", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  // Node lookups see only the viewer's own forms: anyone else's read as absent.
  findUnique: (id, ctx) => ({ id, ownerId: ctx.userId ?? "" }),
  fields: (t) => ({
    qrId: t.exposeString("qrId"),
    title: t.exposeString("title"),
    shortText: t.exposeString("shortText"),
    locale: t.exposeString("locale"),
    shortUrl: t.string({ resolve: (form, _a, ctx) => shortUrl(ctx.services, form.shortCode) }),
    qrImageUrl: t.string({ nullable: true, resolve: (form, _a, ctx) => fileUrl(ctx.services, form.qrPngKey) }),
    qrSVGUrl: t.string({ nullable: true, resolve: (form, _a, ctx) => fileUrl(ctx.services, form.qrSvgKey) }),
    backgroundType: t.exposeString("backgroundType"),
    backgroundColor1: t.exposeString("backgroundColor1"),
    backgroundColor2: t.exposeString("backgroundColor2"),
    appearance: t.field({ type: "JSON", description: "{ headerColor, buttonColor }, defaults filled in", resolve: (form) => formAppearance(form.appearance) }),
    backdrop: t.exposeString("backdrop", { nullable: true }),
    logo: t.relation("logo", { nullable: true, type: FormFile }),
    backgroundImage: t.relation("backgroundImage", { nullable: true, type: FormFile }),
    previewImage: t.relation("previewImage", { nullable: true, type: FormFile }),
    fields: t.field({
      type: "JSON",
      description: "Fields keyed by field id, in display order.",
      resolve: (form) => fieldsFromStored(form.fields),
    }),
    qrOptions: t.field({ type: "JSON", resolve: (form) => storedQrOptions(form.qrOptions) }),
    qrDesignTemplateId: t.exposeString("qrDesignTemplateId", {
      nullable: true,
      description: "The applied built-in QR design template (shared/qr/qrDesignTemplates.ts), if any.",
    }),
    lock: t.field({ type: FormLock, resolve: (form) => ({ active: form.lockActive }) }),
    googleGTMContainerId: t.exposeString("googleGTMContainerId", { nullable: true }),
    fbPixelID: t.exposeString("fbPixelID", { nullable: true }),
    googleGA4Id: t.exposeString("googleGA4Id", { nullable: true }),
    allowEmbedding: t.exposeBoolean("allowEmbedding", {
      description: "Whether other sites may show the public form page in a frame; the app itself never can be.",
    }),
    active: t.exposeBoolean("active"),
    starred: t.exposeBoolean("starred"),
    notificationPeriod: t.exposeString("notificationPeriod", { nullable: true }),
    expiryType: t.exposeString("expiryType", { nullable: true }),
    expiryDate: t.expose("expiryDate", { type: "DateTime", nullable: true }),
    expiryScans: t.exposeInt("expiryScans", { nullable: true }),
    expireByIP: t.exposeBoolean("expireByIP"),
    scanCount: t.exposeInt("scanCount"),
    version: t.exposeInt("version", { description: "Incremented by every edit; send it with updateForm to detect concurrent edits." }),
    // Counted in the same query as the forms themselves: no N+1.
    submissionCount: t.relationCount("submissions"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
    updatedAt: t.expose("updatedAt", { type: "DateTime" }),
  }),
});

const FormOrder = builder.enumType("FormOrder", {
  values: { UPDATED: { value: "updatedAt" }, CREATED: { value: "createdAt" }, TITLE: { value: "title" } } as const,
});

builder.prismaObjectField(User, "forms", (t) =>
  t.relatedConnection("forms", {
    cursor: "id",
    description: "The user's forms; only the viewer's own are ever reachable.",
    args: {
      search: t.arg.string({ description: "Part of the title, any case." }),
      active: t.arg.boolean(),
      starred: t.arg.boolean(),
      orderBy: t.arg({ type: FormOrder, defaultValue: "updatedAt" }),
    },
    totalCount: true,
    query: (args) => ({
      where: {
        ...(args.search ? { title: { contains: args.search.slice(0, 200), mode: "insensitive" as const } } : {}),
        ...(args.active == null ? {} : { active: args.active }),
        ...(args.starred == null ? {} : { starred: args.starred }),
      },
      orderBy:
        args.orderBy === "title"
          ? [{ title: "asc" as const }, { id: "asc" as const }]
          : [{ [args.orderBy ?? "updatedAt"]: "desc" as const }, { id: "desc" as const }],
    }),
  }),
);

builder.queryField("form", (t) =>
  t.prismaField({
    type: "Form",
    nullable: true,
    description: "One of the viewer's forms by its qrId; null when absent or not theirs.",
    args: { qrId: t.arg.string({ required: true }) },
    resolve: (query, _root, { qrId }, ctx) =>
      ctx.userId ? ctx.services.prisma.form.findFirst({ ...query, where: { qrId, ownerId: ctx.userId } }) : null,
  }),
);

export const FormSuccess = builder.objectRef<{ form: FormRow }>("FormSuccess").implement({
  description: "The form as it now is.",
  fields: (t) => ({ form: t.field({ type: Form, resolve: (r) => r.form }) }),
});

const DeleteFormSuccess = builder.objectRef<{ id: string }>("DeleteFormSuccess").implement({
  fields: (t) => ({ deletedFormId: t.id({ resolve: (r) => encodeGlobalID("Form", r.id) }) }),
});

const FormSettingsInput = builder.inputType("FormSettingsInput", {
  description: "Any subset of a form's settings (SPEC.md §3); omitted ones stay as they are.",
  fields: (t) => ({
    title: t.string(),
    shortText: t.string(),
    locale: t.string(),
    backgroundType: t.string(),
    backgroundColor1: t.string(),
    backgroundColor2: t.string(),
    appearance: t.field({ type: "JSON" }),
    backdrop: t.string(),
    logo: t.id({ description: "fileId of an upload (category LOGO); null removes the logo and deletes its file." }),
    backgroundImage: t.id({ description: "fileId of an upload (category BACKGROUND); null removes it." }),
    previewImage: t.id({ description: "fileId of an upload (category PREVIEW); null removes it." }),
    fields: t.field({ type: "JSON", description: "Fields keyed by field id, in display order." }),
    qrOptions: t.field({ type: "JSON", description: "QR options to change; merged onto the current ones." }),
    lock: t.field({ type: "JSON", description: "{ active, password? }" }),
    googleGTMContainerId: t.string(),
    fbPixelID: t.string(),
    googleGA4Id: t.string(),
    allowEmbedding: t.boolean(),
    active: t.boolean(),
    starred: t.boolean(),
    notificationPeriod: t.string(),
    expiryType: t.string(),
    expiryDate: t.field({ type: "DateTime" }),
    expiryScans: t.int(),
    expireByIP: t.boolean(),
  }),
});

/** GraphQL gives omitted input fields as undefined; drop them so they mean "unchanged". */
function settings(input: Record<string, unknown> | null | undefined): Record<string, unknown> {
  return Object.fromEntries(Object.entries(input ?? {}).filter(([, v]) => v !== undefined));
}

const FormsSuccess = builder.objectRef<{ forms: FormRow[] }>("FormsSuccess").implement({
  description: "The changed forms as they now are.",
  fields: (t) => ({ forms: t.field({ type: [Form], resolve: (r) => r.forms }) }),
});

const DeleteFormsSuccess = builder.objectRef<{ ids: string[] }>("DeleteFormsSuccess").implement({
  fields: (t) => ({ deletedFormIds: t.idList({ resolve: (r) => r.ids.map((id) => encodeGlobalID("Form", id)) }) }),
});

const qrIdInput = (name: string) =>
  builder.inputType(name, { fields: (t) => ({ qrId: t.string({ required: true }) }) });
const CloneFormInput = qrIdInput("CloneFormInput");
const DeleteFormInput = qrIdInput("DeleteFormInput");

builder.mutationFields((t) => ({
  createForm: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("CreateFormInput", { fields: (f) => ({ settings: f.field({ type: FormSettingsInput }) }) }),
        required: true,
      }),
    },
    errors: { types: [ValidationError], union: { name: "CreateFormPayload" } },
    resolve: async (_r, { input }, ctx) => ({ form: await createForm(ctx.services, ctx.userId!, settings(input.settings)) }),
  }),
  updateForm: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("UpdateFormInput", {
          fields: (f) => ({
            qrId: f.string({ required: true }),
            settings: f.field({ type: FormSettingsInput, required: true }),
            version: f.int({
              description: "The form's version this edit is based on; if the form changed since, nothing is saved (ConflictError). Omitted: the edit applies to the current version.",
            }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, NotFoundError, ConflictError], union: { name: "UpdateFormPayload" } },
    resolve: async (_r, { input }, ctx) => ({
      form: await updateForm(ctx.services, ctx.userId!, input.qrId, settings(input.settings), { version: input.version }),
    }),
  }),
  setFormActive: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("SetFormActiveInput", {
          fields: (f) => ({ qrId: f.string({ required: true }), active: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError], union: { name: "SetFormActivePayload" } },
    resolve: async (_r, { input }, ctx) => ({ form: await updateForm(ctx.services, ctx.userId!, input.qrId, { active: input.active }) }),
  }),
  setFormStarred: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    args: {
      input: t.arg({
        type: builder.inputType("SetFormStarredInput", {
          fields: (f) => ({ qrId: f.string({ required: true }), starred: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError], union: { name: "SetFormStarredPayload" } },
    resolve: async (_r, { input }, ctx) => ({
      form: await updateForm(ctx.services, ctx.userId!, input.qrId, { starred: input.starred }),
    }),
  }),
  cloneForm: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: CloneFormInput, required: true }) },
    errors: { types: [NotFoundError, ValidationError], union: { name: "CloneFormPayload" } },
    resolve: async (_r, { input }, ctx) => ({ form: await cloneForm(ctx.services, ctx.userId!, input.qrId) }),
  }),
  deleteForm: t.field({
    type: DeleteFormSuccess,
    authScopes: { loggedIn: true },
    args: { input: t.arg({ type: DeleteFormInput, required: true }) },
    errors: { types: [NotFoundError], union: { name: "DeleteFormPayload" } },
    resolve: async (_r, { input }, ctx) => deleteForm(ctx.services, ctx.userId!, input.qrId),
  }),
  applyQrDesignTemplate: t.field({
    type: FormSuccess,
    authScopes: { loggedIn: true },
    description: "Applies a built-in QR design template, or with templateId null clears it and restores the options it replaced.",
    args: {
      input: t.arg({
        type: builder.inputType("ApplyQrDesignTemplateInput", {
          fields: (f) => ({ qrId: f.string({ required: true }), templateId: f.string() }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "ApplyQrDesignTemplatePayload" } },
    resolve: async (_r, { input }, ctx) => ({
      form: await applyQrDesignTemplate(ctx.services, ctx.userId!, input.qrId, input.templateId ?? null),
    }),
  }),
  setFormsActive: t.field({
    type: FormsSuccess,
    authScopes: { loggedIn: true },
    description: "Activates or deactivates several forms; if any qrId is not the viewer's, nothing changes.",
    args: {
      input: t.arg({
        type: builder.inputType("SetFormsActiveInput", {
          fields: (f) => ({ qrIds: f.stringList({ required: true }), active: f.boolean({ required: true }) }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "SetFormsActivePayload" } },
    resolve: async (_r, { input }, ctx) => ({ forms: await setFormsActive(ctx.services, ctx.userId!, input.qrIds, input.active) }),
  }),
  deleteForms: t.field({
    type: DeleteFormsSuccess,
    authScopes: { loggedIn: true },
    description: "Deletes several forms with their submissions and files; if any qrId is not the viewer's, nothing is deleted.",
    args: {
      input: t.arg({
        type: builder.inputType("DeleteFormsInput", { fields: (f) => ({ qrIds: f.stringList({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "DeleteFormsPayload" } },
    resolve: async (_r, { input }, ctx) => deleteForms(ctx.services, ctx.userId!, input.qrIds),
  }),
}));
