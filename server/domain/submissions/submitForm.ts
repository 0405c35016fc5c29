import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { assertFormOpen, findPublicForm, respondentIpHash, unlocks } from "../forms/publicForm.ts";
import { AuthenticationError } from "../errors.ts";
import { WRONG_FORM_PASSWORD, FormClosedError } from "./errors.ts";
import { ANSWERS_MALFORMED, prepareAnswers } from "./answers.ts";
import { notifyOwner } from "./notifyOwner.ts";
import { parseIdempotencyKey } from "./idempotencyKey.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A visitor answers a form: 404 unknown, 429 too many from this address, 410 closed, 401 locked
 * without the right password, 400 invalid answers. Links the uploaded files, records the IP of
 * IP-limited forms and e-mails the owner when their notification period is "instant".
 * With an idempotency key, a repeat (a retry after a dropped connection) returns the first
 * answer's id and stores nothing new; `replayed` says so.
 */
export async function submitForm(
  services: Services,
  qrId: unknown,
  body: unknown,
  options: { clientIp: string; password?: string | null; idempotencyKey?: unknown },
): Promise<{ id: string; replayed?: boolean }> {
  const form = await findPublicForm(services, qrId);
  const idempotencyKey = parseIdempotencyKey(options.idempotencyKey);
  const earlier = async () =>
    idempotencyKey
      ? await services.prisma.submission.findUnique({ where: { formId_idempotencyKey: { formId: form.id, idempotencyKey } }, select: { id: true } })
      : null;
  // Before the expiry checks: the first attempt may itself have closed the form (IP, scans).
  const replay = await earlier();
  if (replay) return { ...replay, replayed: true };
  // A replay above costs nothing: it stores nothing.
  await services.rateLimits.consume(["submission", `${form.id} ${options.clientIp}`]);
  await assertFormOpen(services, form, options.clientIp);
  if (!isRecord(body)) throw new ValidationError(ANSWERS_MALFORMED, { data: ANSWERS_MALFORMED });
  const password = typeof body.password === "string" && body.password !== "" ? body.password : options.password;
  if (!(await unlocks(services, form, password, options.clientIp))) throw new AuthenticationError(WRONG_FORM_PASSWORD);
  const { answers, fileIds } = await prepareAnswers(services, form, body.data);

  let submission: { id: string; replayed?: boolean };
  try {
    // One transaction: a concurrent duplicate waits here for the first attempt's row (IP or key).
    submission = await services.prisma.$transaction(async (tx) => {
      if (form.expireByIP) {
        const ipHash = respondentIpHash(services, form.id, options.clientIp);
        // The primary key (formId, ipHash) makes this the one check that wins races.
        const { count } = await tx.formRespondentIp.createMany({ data: [{ formId: form.id, ipHash }], skipDuplicates: true });
        if (count === 0) {
          const first = idempotencyKey
            ? await tx.submission.findUnique({ where: { formId_idempotencyKey: { formId: form.id, idempotencyKey } }, select: { id: true } })
            : null;
          if (first) return { ...first, replayed: true };
          throw new FormClosedError("ip");
        }
      }
      return tx.submission.create({ data: { formId: form.id, data: answers as object, idempotencyKey }, select: { id: true } });
    }, { maxWait: 10_000 });
  } catch (error) {
    // A concurrent request with the same key won the unique (form, key) index: answer with its id.
    const winner = (error as { code?: string }).code === "P2002" ? await earlier() : null;
    if (winner) return { ...winner, replayed: true };
    throw error;
  }
  if (submission.replayed) return submission;
  if (fileIds.length > 0) {
    await services.prisma.uploadedFile.updateMany({
      where: { id: { in: fileIds }, formId: form.id, submissionId: null },
      data: { submissionId: submission.id },
    });
  }
  try {
    await notifyOwner(services, form);
  } catch (error) {
    // The answer is stored; a mail failure must not lose it or fail the visitor's request.
    console.error("submission notification failed", error);
  }
  return submission;
}
