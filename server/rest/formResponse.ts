import { Hono } from "hono";
import type { AppEnv } from "../app.ts";
import { AuthenticationError } from "../domain/errors.ts";
import { findOwnSubmission } from "../domain/submissions/findOwnSubmission.ts";
import { success } from "./envelope.ts";

/** SPEC.md §7 form-response/get/:id: one submission of the owner's forms. */
export const formResponseRoutes = new Hono<AppEnv>({ strict: false });

formResponseRoutes.get("/get/:id", async (c) => {
  const { userId, services } = c.var.ctx;
  if (!userId) throw new AuthenticationError();
  const submission = await findOwnSubmission(services, userId, c.req.param("id"));
  return success(c, { data: { _id: submission.id, qrId: submission.form.qrId, data: submission.data, createdAt: submission.createdAt } });
});
