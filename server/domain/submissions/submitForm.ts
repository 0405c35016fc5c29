import type { Services } from "../../services.ts";
import { ValidationError } from "../errors.ts";
import { assertFormOpen, findPublicForm, respondentIpHash, unlocks } from "../forms/publicForm.ts";
import { AuthenticationError } from "../errors.ts";
import { WRONG_FORM_PASSWORD, FormClosedError } from "./errors.ts";
import { ANSWERS_MALFORMED, prepareAnswers } from "./answers.ts";
import { notifyOwner } from "./notifyOwner.ts";

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * A visitor answers a form: 404 unknown, 429 too many from this address, 410 closed, 401 locked
 * without the right password, 400 invalid answers. Links the uploaded files, records the IP of
 * IP-limited forms and e-mails the owner when their notification period is "instant".
 */
export async function submitForm(
  services: Services,
  qrId: unknown,
  body: unknown,
  options: { clientIp: string; password?: string | null },
): Promise<{ id: string }> {
  const form = await findPublicForm(services, qrId);
  await services.rateLimits.consume(["submission", `${form.id} ${options.clientIp}`]);
  await assertFormOpen(services, form, options.clientIp);
  if (!isRecord(body)) throw new ValidationError(ANSWERS_MALFORMED, { data: ANSWERS_MALFORMED });
  const password = typeof body.password === "string" && body.password !== "" ? body.password : options.password;
  if (!(await unlocks(services, form, password, options.clientIp))) throw new AuthenticationError(WRONG_FORM_PASSWORD);
  const { answers, fileIds } = await prepareAnswers(services, form, body.data);

  let ipHash: string | null = null;
  if (form.expireByIP) {
    ipHash = respondentIpHash(services, form.id, options.clientIp);
    // The primary key (formId, ipHash) makes this the one check that wins races.
    const { count } = await services.prisma.formRespondentIp.createMany({ data: [{ formId: form.id, ipHash }], skipDuplicates: true });
    if (count === 0) throw new FormClosedError("ip");
  }
  let submission: { id: string };
  try {
    submission = await services.prisma.submission.create({ data: { formId: form.id, data: answers as object }, select: { id: true } });
  } catch (error) {
    if (ipHash) await services.prisma.formRespondentIp.deleteMany({ where: { formId: form.id, ipHash } });
    throw error;
  }
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
