import { Hono, type Context } from "hono";
import { ValidationError } from "../domain/errors.ts";
import { createForm } from "../domain/forms/createForm.ts";
import { deleteForm } from "../domain/forms/deleteForm.ts";
import { fileUrl, shortUrl } from "../domain/forms/formUrls.ts";
import { updateForm } from "../domain/forms/updateForm.ts";
import { getPublicForm } from "../domain/forms/publicForm.ts";
import { FormClosedError } from "../domain/submissions/errors.ts";
import type { Form } from "../generated/prisma/client.ts";
import type { AppEnv } from "../app.ts";
import { ownerId, readJson, success } from "./envelope.ts";
import { closedReply } from "./submission.ts";

/** SPEC.md §7 form ("campaign") calls under /api/campaign: name mapping and envelopes only. */
export const campaignRoutes = new Hono<AppEnv>({ strict: false });

// Legacy body names → the domain's form settings. Everything else passes through under
// its own name, so an unknown key still meets the domain's strict schema (400).
const FILE_SLOTS = ["logo", "backgroundImage", "previewImage"] as const;

function settingsFromBody(body: Record<string, unknown>): Record<string, unknown> {
  const { qr, qrId: _ignored, enablePassword, password, ...rest } = body;
  const settings: Record<string, unknown> = { ...rest };
  if (qr !== undefined) settings.qrOptions = typeof qr === "string" ? parseJsonString(qr, "qr") : qr;
  for (const slot of FILE_SLOTS) {
    const value = body[slot];
    // SPEC.md §3: images travel as { fileId, fileUrl }; a bare fileId works too.
    if (value && typeof value === "object" && !Array.isArray(value)) settings[slot] = (value as { fileId?: unknown }).fileId ?? null;
    else if (value === "") settings[slot] = null;
  }
  if (enablePassword !== undefined || password !== undefined) {
    settings.lock = { active: enablePassword ?? true, ...(password ? { password } : {}) };
  }
  return settings;
}

function parseJsonString(text: string, field: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    throw new ValidationError(`${field} is not valid JSON`, { [field]: "Expected a JSON object" });
  }
}

function formReply(c: Context<AppEnv>, form: Form, status: 200 | 201 = 200, extra: Record<string, unknown> = {}): Response {
  const services = c.var.ctx.services;
  return success(
    c,
    {
      qrId: form.qrId,
      ...extra,
      imageUrl: fileUrl(services, form.qrPngKey),
      data: { svgImage: fileUrl(services, form.qrSvgKey), shortUrl: shortUrl(services, form.shortCode) },
    },
    status,
  );
}

campaignRoutes.post("/", async (c) => {
  const owner = ownerId(c);
  return formReply(c, await createForm(c.var.ctx.services, owner, settingsFromBody(await readJson(c))), 201);
});

// An optional `version` (the form's version the edit is based on) makes a stale edit a 409.
campaignRoutes.post("/edit/:qrId", async (c) => {
  const owner = ownerId(c);
  const { version, ...body } = await readJson(c);
  const form = await updateForm(c.var.ctx.services, owner, c.req.param("qrId"), settingsFromBody(body), { version });
  return formReply(c, form, 200, { version: form.version });
});

// The legacy client posted the image it drew (qrUrl); here the server draws it from the
// options, so qrUrl is ignored and the stored PNG's URL comes back.
campaignRoutes.post("/qr", async (c) => {
  const owner = ownerId(c);
  const { qr, qrId } = await readJson(c);
  if (qr === undefined || qr === null) throw new ValidationError("qr is required", { qr: "Send the QR options" });
  const form = await updateForm(c.var.ctx.services, owner, qrId, { qrOptions: typeof qr === "string" ? parseJsonString(qr, "qr") : qr });
  return success(c, { qrUrl: fileUrl(c.var.ctx.services, form.qrPngKey), data: { svgImage: fileUrl(c.var.ctx.services, form.qrSvgKey) } });
});

campaignRoutes.delete("/delete/:qrId", async (c) => {
  const owner = ownerId(c);
  await deleteForm(c.var.ctx.services, owner, c.req.param("qrId"));
  return success(c);
});

// SPEC.md §7 getqr: the public form for /{qrId}; scan=1 counts a scan. No session needed.
campaignRoutes.get("/getqr", async (c) => {
  const { services, clientIp } = c.var.ctx;
  try {
    const reply = await getPublicForm(services, c.req.query("qrId"), {
      scan: c.req.query("scan") === "1",
      clientIp,
      password: c.req.header("x-form-password") ?? null,
    });
    return success(c, { ...reply });
  } catch (error) {
    if (error instanceof FormClosedError) return closedReply(error);
    throw error;
  }
});
