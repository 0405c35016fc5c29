import type { Form } from "../../generated/prisma/client.ts";
import type { Services } from "../../services.ts";
import { purgeFormScans } from "../forms/countFormScan.ts";

const HOUR_MS = 60 * 60 * 1000;
const DIGEST_PERIODS_MS: Record<string, number> = { daily: 24 * HOUR_MS, weekly: 7 * 24 * HOUR_MS };

function formName(form: Pick<Form, "title" | "qrId">): string {
  return form.title.trim() || form.qrId;
}

function submissionsUrl(services: Services, qrId: string): string {
  return `${services.config.publicUrl}/form/${qrId}/submissions`;
}

/** The instant e-mail to the owner about one new submission (notificationPeriod "instant"). */
export async function notifyOwner(services: Services, form: Form): Promise<void> {
  if (form.notificationPeriod !== "instant") return;
  const owner = await services.prisma.user.findUnique({ where: { id: form.ownerId }, select: { email: true } });
  if (!owner) return;
  await services.mailer.send({
    to: owner.email,
    subject: `New submission: ${formName(form)}`,
    text: `Your form "${formName(form)}" has a new submission.\n\nSee it at ${submissionsUrl(services, form.qrId)}\n`,
  });
}

/**
 * One digest round: every form with a daily or weekly period whose last digest is at least a
 * period old and that has new submissions since then gets one e-mail. Returns how many were sent.
 */
export async function runNotificationDigests(services: Services, now = new Date()): Promise<number> {
  let sent = 0;
  for (const [period, ms] of Object.entries(DIGEST_PERIODS_MS)) {
    const due = await services.prisma.form.findMany({
      where: {
        notificationPeriod: period,
        OR: [{ lastNotifiedAt: null }, { lastNotifiedAt: { lte: new Date(now.getTime() - ms) } }],
        submissions: { some: {} },
      },
      select: { id: true, qrId: true, title: true, lastNotifiedAt: true, owner: { select: { email: true } } },
    });
    for (const form of due) {
      const since = form.lastNotifiedAt ?? new Date(now.getTime() - ms);
      const count = await services.prisma.submission.count({ where: { formId: form.id, createdAt: { gt: since, lte: now } } });
      if (count > 0) {
        await services.mailer.send({
          to: form.owner.email,
          subject: `${count} new submission${count === 1 ? "" : "s"}: ${formName(form)}`,
          text: `Your form "${formName(form)}" received ${count} new submission${count === 1 ? "" : "s"} since ${since.toUTCString()}.\n\nSee them at ${submissionsUrl(services, form.qrId)}\n`,
        });
        sent++;
      }
      await services.prisma.form.update({ where: { id: form.id }, data: { lastNotifiedAt: now } });
    }
  }
  return sent;
}

/** Runs the digests (and the purge of old scan rows) every hour; returns a stop function. */
export function startNotificationDigests(services: Services, intervalMs = HOUR_MS): () => void {
  const tick = async () => {
    try {
      await runNotificationDigests(services);
      await purgeFormScans(services);
    } catch (error) {
      console.error("notification digests failed", error);
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
