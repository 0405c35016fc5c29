import crypto from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";

export interface Mail {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

const FROM = "FormQR <no-reply@formqr.local>";

/** SMTP_URL set: sent through it. Unset: written as .eml files to DATA_DIR/outbox/. */
export function createMailer(options: { smtpUrl?: string; outboxDir: string }): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: FROM, ...mail });
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: FROM, ...mail });
      await fs.mkdir(options.outboxDir, { recursive: true });
      const name = `${new Date().toISOString().replaceAll(":", "-")}-${crypto.randomBytes(4).toString("hex")}.eml`;
      await fs.writeFile(path.join(options.outboxDir, name), info.message as Buffer);
    },
  };
}
