import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { parseInput } from "../validation.ts";
import { findOwnForm } from "./findOwnForm.ts";
import { formData } from "./formData.ts";
import { storedQrOptions } from "./formUrls.ts";
import { renderFormQr } from "./renderFormQr.ts";
import { ZFormPatch } from "./schemas.ts";

/**
 * Changes only what the patch names (autosave sends small patches). QR options merge onto
 * the stored ones; when they change, the QR code is drawn again.
 */
export async function updateForm(services: Services, ownerId: string, qrId: unknown, input: unknown): Promise<Form> {
  const form = await findOwnForm(services, ownerId, qrId);
  const raw = (input ?? {}) as { qrOptions?: unknown };
  const merged =
    raw.qrOptions && typeof raw.qrOptions === "object"
      ? { ...raw, qrOptions: { ...storedQrOptions(form.qrOptions), ...raw.qrOptions } }
      : raw;
  const patch = parseInput(ZFormPatch, merged);
  const updated = await services.prisma.form.update({ where: { id: form.id }, data: await formData(patch, form) });
  return patch.qrOptions ? renderFormQr(services, updated) : updated;
}
