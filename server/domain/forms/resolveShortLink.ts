import type { Services } from "../../services.ts";
import { NotFoundError } from "../errors.ts";

/** The qrId a short link /s/<code> leads to. */
export async function resolveShortLink(services: Services, code: string): Promise<string> {
  const form = /^[A-Za-z0-9]{1,32}$/.test(code)
    ? await services.prisma.form.findUnique({ where: { shortCode: code }, select: { qrId: true } })
    : null;
  if (!form) throw new NotFoundError("This short link does not exist");
  return form.qrId;
}
