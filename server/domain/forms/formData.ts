import { fieldsToStored } from "../../../shared/fields/formFields.ts";
import { formAppearance } from "../../../shared/forms/formAppearance.ts";
import { hashPassword } from "../../auth/passwords.ts";
import { Prisma } from "../../generated/prisma/client.ts";
import { ValidationError } from "../errors.ts";
import type { TFormPatch } from "./schemas.ts";

export const LOCK_NEEDS_PASSWORD = "Set a password to lock the form";

/** Maps a validated patch onto database columns (the lock password is hashed here). */
/** Image slots are linked by linkFormImages, not here. */
export async function formData(patch: TFormPatch, current?: { lockPasswordHash: string | null }): Promise<Prisma.FormUncheckedUpdateInput> {
  const { fields, qrOptions, lock, appearance, logo: _l, backgroundImage: _b, previewImage: _p, ...plain } = patch;
  const data: Prisma.FormUncheckedUpdateInput = { ...plain };
  if (fields) data.fields = fieldsToStored(fields) as Prisma.InputJsonValue;
  // Stored whole, so a form keeps its colours should the defaults ever change.
  if (appearance) data.appearance = { ...formAppearance(appearance) };
  if (qrOptions) {
    data.qrOptions = qrOptions;
    // SPEC.md §4: changing any single QR option clears the applied design template.
    data.qrDesignTemplateId = null;
    data.qrOptionsBeforeTemplate = Prisma.DbNull;
  }
  if (lock) {
    if (lock.password) data.lockPasswordHash = await hashPassword(lock.password);
    else if (lock.active && !current?.lockPasswordHash) throw new ValidationError(LOCK_NEEDS_PASSWORD, { "lock.password": LOCK_NEEDS_PASSWORD });
    data.lockActive = lock.active;
  }
  return data;
}
