import type { Form, Prisma } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { parseInput } from "../validation.ts";
import { formData } from "./formData.ts";
import { linkFormImages } from "./formImages.ts";
import { newQrId, newShortCode } from "./qrIds.ts";
import { renderFormQr } from "./renderFormQr.ts";
import { ZFormPatch } from "./schemas.ts";
import { ZQrOptions } from "../../../shared/qr/qrOptions.ts";

/** Creates a form (defaults of SPEC.md §3/§9 for anything not given) and draws its QR code. */
export async function createForm(services: Services, ownerId: string, input: unknown): Promise<Form> {
  const patch = parseInput(ZFormPatch, input ?? {});
  const { columns } = await linkFormImages(services, ownerId, patch, null);
  const data = { ...(await formData({ qrOptions: ZQrOptions.parse({}), appearance: {}, ...patch })), ...columns } as Prisma.FormUncheckedCreateInput;
  for (let attempt = 0; ; attempt++) {
    try {
      const form = await services.prisma.form.create({
        data: { ...data, ownerId, qrId: newQrId(), shortCode: newShortCode() },
      });
      return await renderFormQr(services, form);
    } catch (error) {
      // A random id collided with an existing one: draw again.
      if ((error as { code?: string }).code === "P2002" && attempt < 5) continue;
      throw error;
    }
  }
}
