import { Hono, type Context } from "hono";
import type { AppEnv } from "../app.ts";
import { AppError } from "../domain/errors.ts";
import { fileUrl } from "../domain/forms/formUrls.ts";
import { deleteSubmission, deleteSubmissionFile, deleteSubmissions } from "../domain/submissions/deleteSubmission.ts";
import { editSubmission } from "../domain/submissions/editSubmission.ts";
import { FormClosedError } from "../domain/submissions/errors.ts";
import { exportSubmissions } from "../domain/submissions/exportSubmissions.ts";
import { listSubmissionsByOffset } from "../domain/submissions/listSubmissions.ts";
import { submitForm } from "../domain/submissions/submitForm.ts";
import { storeVisitorUpload } from "../domain/uploads/storeVisitorUpload.ts";
import { ownerId, readJson, success } from "./envelope.ts";
import { withMultipartFile } from "./multipartUpload.ts";

/** SPEC.md §7 submission calls under /api/submission: name mapping and envelopes only. */
export const submissionRoutes = new Hono<AppEnv>({ strict: false });

/** 410 with the reason, the shape getqr and create share (CONTRACT.md §4). */
export function closedReply(error: FormClosedError): Response {
  return Response.json({ status: "error", message: error.message, expiredBy: error.expiredBy }, { status: 410 });
}

/** The legacy `{ status: "err", err }` failure of multiple-delete and delete-file. */
function errReply(error: unknown): Response {
  if (!(error instanceof AppError)) throw error;
  return Response.json({ status: "err", err: error.message }, { status: error.status });
}

function formPassword(c: Context<AppEnv>): string | null {
  return c.req.header("x-form-password") ?? null;
}

// Visitor calls: no session needed.
submissionRoutes.post("/uploads/:qrId", async (c) => {
  const { services, clientIp } = c.var.ctx;
  try {
    // Streamed to storage as it arrives (never buffered whole).
    const file = await withMultipartFile(c.req.raw, "userFile", (upload) =>
      storeVisitorUpload(services, c.req.param("qrId"), c.req.query("cat") ?? "", upload, { clientIp, password: formPassword(c) }),
    );
    return success(
      c,
      { data: { fileId: file.id, fileUrl: fileUrl(services, file.storageKey), name: file.originalName, size: file.size, mimeType: file.mimeType } },
      201,
    );
  } catch (error) {
    if (error instanceof FormClosedError) return closedReply(error);
    throw error;
  }
});

submissionRoutes.post("/create/:qrId", async (c) => {
  const { services, clientIp } = c.var.ctx;
  const body = await readJson(c);
  try {
    const submission = await submitForm(services, c.req.param("qrId"), body, {
      clientIp,
      password: formPassword(c),
      idempotencyKey: c.req.header("idempotency-key"),
    });
    // A repeat of an Idempotency-Key answers as the first attempt did (CONTRACT.md §4).
    if (submission.replayed) c.header("idempotent-replayed", "true");
    return success(c, { data: { _id: submission.id } }, 201);
  } catch (error) {
    if (error instanceof FormClosedError) return closedReply(error);
    throw error;
  }
});

// Owner calls (session cookie or bearer).
submissionRoutes.get("/gets/:qrId", async (c) => {
  const { rows, total } = await listSubmissionsByOffset(c.var.ctx.services, ownerId(c), c.req.param("qrId"), {
    limit: c.req.query("limit"),
    offset: c.req.query("offset"),
  });
  return success(c, { data: rows.map((row) => ({ _id: row.id, data: row.data, createdAt: row.createdAt })), total });
});

submissionRoutes.delete("/delete/:id", async (c) => {
  await deleteSubmission(c.var.ctx.services, ownerId(c), c.req.param("id"));
  return success(c);
});

submissionRoutes.post("/multiple-delete", async (c) => {
  const owner = ownerId(c);
  try {
    const { qrId, submissionIds } = await readJson(c);
    await deleteSubmissions(c.var.ctx.services, owner, qrId, submissionIds);
    return success(c);
  } catch (error) {
    return errReply(error);
  }
});

submissionRoutes.delete("/delete-file/:fileId", async (c) => {
  const owner = ownerId(c);
  try {
    await deleteSubmissionFile(c.var.ctx.services, owner, c.req.param("fileId"));
    return success(c);
  } catch (error) {
    return errReply(error);
  }
});

submissionRoutes.post("/edit/:submissionId", async (c) => {
  const owner = ownerId(c);
  const body = await readJson(c);
  const submission = await editSubmission(c.var.ctx.services, owner, c.req.param("submissionId"), body);
  return success(c, { data: { _id: submission.id, data: submission.data, createdAt: submission.createdAt } });
});

submissionRoutes.get("/export/:qrId", async (c) => {
  const owner = ownerId(c);
  const file = await exportSubmissions(c.var.ctx.services, owner, c.req.param("qrId"), {
    format: c.req.query("format"),
    search: c.req.query("search"),
    from: c.req.query("from"),
    to: c.req.query("to"),
  });
  return new Response(file.stream, {
    headers: {
      "content-type": file.contentType,
      "content-disposition": `attachment; filename="${file.asciiName}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      "cache-control": "no-store",
      "x-content-type-options": "nosniff",
    },
  });
});
