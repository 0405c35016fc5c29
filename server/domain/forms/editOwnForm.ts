import type { Form, Prisma, PrismaClient } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { ConflictError, NotFoundError, ValidationError } from "../errors.ts";
import { findOwnForm, FORM_NOT_FOUND } from "./findOwnForm.ts";

/** The client or an open transaction: code that runs under the form's lock must use the transaction. */
export type TDb = PrismaClient | Prisma.TransactionClient;

export const FORM_EDIT_CONFLICT = "This form was changed elsewhere since you loaded it; reload it to see the latest version";
export const BAD_FORM_VERSION = "version must be a whole number of 0 or more";

/** The version an edit was based on: undefined when the client sent none (legacy), else a whole number. */
export function parseFormVersion(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined;
  if (typeof value !== "number" || !Number.isSafeInteger(value) || value < 0 || value > 2_147_483_647) {
    throw new ValidationError(BAD_FORM_VERSION, { version: BAD_FORM_VERSION });
  }
  return value;
}

/**
 * Runs one edit of the owner's form while holding its row lock, so concurrent edits are
 * applied one after the other (no read-merge-write interleaves) and the QR image drawn by an
 * edit is the one of the options it saved. With `version`, an edit based on an older version
 * is a 409 and changes nothing. The edit must use `tx` for every query: on PGlite, the one
 * connection is held by the transaction.
 */
export async function editOwnForm<T>(
  services: Services,
  ownerId: string,
  qrId: unknown,
  version: number | undefined,
  edit: (tx: Prisma.TransactionClient, form: Form) => Promise<T>,
): Promise<T> {
  const { id } = await findOwnForm(services, ownerId, qrId);
  return services.prisma.$transaction(
    async (tx) => {
      await tx.$queryRaw`SELECT id FROM forms WHERE id = ${id} FOR UPDATE`;
      const form = await tx.form.findFirst({ where: { id, ownerId } });
      if (!form) throw new NotFoundError(FORM_NOT_FOUND);
      if (version !== undefined && version !== form.version) throw new ConflictError(FORM_EDIT_CONFLICT);
      return edit(tx, form);
    },
    // Edits of one form queue on its lock; each holds it for a QR redraw at most.
    { maxWait: 30_000, timeout: 60_000 },
  );
}
