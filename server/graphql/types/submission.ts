import { decodeGlobalID, encodeGlobalID } from "@pothos/plugin-relay";
import { GraphQLError } from "graphql";
import { NotFoundError, ValidationError } from "../../domain/errors.ts";
import { deleteSubmission, deleteSubmissionFile, deleteSubmissions } from "../../domain/submissions/deleteSubmission.ts";
import { editSubmission } from "../../domain/submissions/editSubmission.ts";
import { SUBMISSION_NOT_FOUND } from "../../domain/submissions/findOwnSubmission.ts";
import { encodeCursor, listFormSubmissions } from "../../domain/submissions/listSubmissions.ts";
import type { Submission as SubmissionRow } from "../../generated/prisma/client.ts";
import { builder } from "../builder.ts";
import { Form } from "./form.ts";

export const Submission = builder.prismaNode("Submission", {
  id: { field: "id" },
  // node(id:) reads an absent or hidden one as null (types/node.ts).
  nullable: true,
  description: "One visitor's answers to a form; only the form's owner can read it.",
  // Node lookups see only submissions of the viewer's own forms.
  findUnique: (id, ctx) => ({ id, form: { ownerId: ctx.userId ?? "" } }),
  fields: (t) => ({
    submissionId: t.exposeString("id", { description: "The raw id, as the REST shim names it (_id)." }),
    data: t.field({
      type: "JSON",
      description:
        "Answers keyed by field id, each { component, name, label, option, data }. File answers carry fileUrl, which only the owner can open.",
      resolve: (submission) => submission.data ?? {},
    }),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.prismaObjectField(Form, "submissions", (t) =>
  t.connection(
    {
      type: Submission,
      description: "The form's submissions, newest first.",
      args: {
        search: t.arg.string({ description: "Part of any answer's text, any case." }),
        from: t.arg({ type: "DateTime", description: "Submitted at or after." }),
        to: t.arg({ type: "DateTime", description: "Submitted at or before." }),
      },
      select: { id: true },
      resolve: async (form, args, ctx) => {
        if (args.before || args.last) throw badInput("Only forward pagination (first, after) is supported");
        const page = await listFormSubmissions(ctx.services, form.id, {
          first: args.first,
          after: args.after,
          search: args.search,
          from: args.from,
          to: args.to,
        }).catch((error: unknown) => {
          // A bad cursor is the caller's mistake: say so rather than a masked "Unexpected error".
          throw error instanceof ValidationError ? badInput(error.message) : error;
        });
        const edges = page.rows.map((row) => ({ cursor: encodeCursor(row), node: { ...row, formId: form.id, updatedAt: row.createdAt } as SubmissionRow }));
        return {
          edges,
          pageInfo: {
            hasNextPage: page.hasNextPage,
            hasPreviousPage: Boolean(args.after),
            startCursor: edges[0]?.cursor ?? null,
            endCursor: edges.at(-1)?.cursor ?? null,
          },
          totalCount: page.totalCount,
        };
      },
    },
    {
      name: "FormSubmissionsConnection",
      fields: (c) => ({
        totalCount: c.int({
          description: "How many submissions match the filters (all pages).",
          resolve: (connection) => (connection as unknown as { totalCount: () => Promise<number> }).totalCount(),
        }),
      }),
    },
  ),
);

function badInput(message: string): GraphQLError {
  return new GraphQLError(message, { extensions: { code: "BAD_USER_INPUT" } });
}

function rawSubmissionId(globalId: string): string {
  try {
    const { typename, id } = decodeGlobalID(globalId);
    if (typename === "Submission") return id;
  } catch {
    // fall through
  }
  throw new NotFoundError(SUBMISSION_NOT_FOUND);
}

const DeleteSubmissionSuccess = builder.objectRef<{ id: string }>("DeleteSubmissionSuccess").implement({
  fields: (t) => ({ deletedSubmissionId: t.id({ resolve: (r) => encodeGlobalID("Submission", r.id) }) }),
});

const DeleteSubmissionsSuccess = builder.objectRef<{ ids: string[] }>("DeleteSubmissionsSuccess").implement({
  fields: (t) => ({ deletedSubmissionIds: t.idList({ resolve: (r) => r.ids.map((id) => encodeGlobalID("Submission", id)) }) }),
});

const EditSubmissionSuccess = builder.objectRef<{ submission: SubmissionRow }>("EditSubmissionSuccess").implement({
  fields: (t) => ({ submission: t.field({ type: Submission, resolve: (r) => r.submission }) }),
});

const DeleteSubmissionFileSuccess = builder.objectRef<{ submission: SubmissionRow }>("DeleteSubmissionFileSuccess").implement({
  description: "The submission without the file.",
  fields: (t) => ({ submission: t.field({ type: Submission, resolve: (r) => r.submission }) }),
});

builder.mutationFields((t) => ({
  editSubmission: t.field({
    type: EditSubmissionSuccess,
    authScopes: { loggedIn: true },
    description: "The owner corrects a submission's answers, under the same rules as a visitor's (SPEC.md §5).",
    args: {
      input: t.arg({
        type: builder.inputType("EditSubmissionInput", {
          fields: (f) => ({
            id: f.id({ required: true }),
            data: f.field({ type: "JSON", required: true, description: "Answers keyed by field id, as in submitForm." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [ValidationError, NotFoundError], union: { name: "EditSubmissionPayload" } },
    resolve: async (_r, { input }, ctx) => ({
      submission: await editSubmission(ctx.services, ctx.userId!, rawSubmissionId(String(input.id)), { data: input.data }),
    }),
  }),
  deleteSubmission: t.field({
    type: DeleteSubmissionSuccess,
    authScopes: { loggedIn: true },
    description: "Deletes one submission of the viewer's forms with its files.",
    args: {
      input: t.arg({
        type: builder.inputType("DeleteSubmissionInput", { fields: (f) => ({ id: f.id({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError], union: { name: "DeleteSubmissionPayload" } },
    resolve: (_r, { input }, ctx) => deleteSubmission(ctx.services, ctx.userId!, rawSubmissionId(String(input.id))),
  }),
  deleteSubmissions: t.field({
    type: DeleteSubmissionsSuccess,
    authScopes: { loggedIn: true },
    description: "Deletes several submissions of one form; if any is not that form's, none is deleted.",
    args: {
      input: t.arg({
        type: builder.inputType("DeleteSubmissionsInput", {
          fields: (f) => ({
            qrId: f.string({ required: true }),
            submissionIds: f.stringList({ required: true, description: "Raw submission ids (Submission.submissionId)." }),
          }),
        }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError, ValidationError], union: { name: "DeleteSubmissionsPayload" } },
    resolve: (_r, { input }, ctx) => deleteSubmissions(ctx.services, ctx.userId!, input.qrId, input.submissionIds),
  }),
  deleteSubmissionFile: t.field({
    type: DeleteSubmissionFileSuccess,
    authScopes: { loggedIn: true },
    description: "Deletes one uploaded file of a submission and clears it from the answer.",
    args: {
      input: t.arg({
        type: builder.inputType("DeleteSubmissionFileInput", { fields: (f) => ({ fileId: f.string({ required: true }) }) }),
        required: true,
      }),
    },
    errors: { types: [NotFoundError], union: { name: "DeleteSubmissionFilePayload" } },
    resolve: async (_r, { input }, ctx) => ({ submission: await deleteSubmissionFile(ctx.services, ctx.userId!, input.fileId) }),
  }),
}));
