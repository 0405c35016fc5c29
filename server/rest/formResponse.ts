import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { findOwnSubmission } from "../domain/submissions/findOwnSubmission.ts";
import { ownerId, success } from "./envelope.ts";

/** SPEC.md §7 form-response/get/:id: one submission of the owner's forms. */
export const formResponseRoutes = new Hono<AppEnv>({ strict: false });

formResponseRoutes.get("/get/:id", async (c) => {
  const submission = await findOwnSubmission(c.var.ctx.services, ownerId(c), c.req.param("id"));
  return success(c, { data: { _id: submission.id, qrId: submission.form.qrId, data: submission.data, createdAt: submission.createdAt } });
});
