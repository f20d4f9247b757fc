import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** SMTP when configured; otherwise each mail is written as an .eml file to the outbox folder and logged. */
export function createMailer(options: {
  smtpUrl?: string;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  if (options.smtpUrl) {
    const transport = nodemailer.createTransport(options.smtpUrl);
    return {
      async send(mail) {
        await transport.sendMail({ from: options.from, ...mail });
        options.log.info({ to: mail.to, subject: mail.subject }, 'mail sent');
      },
    };
  }
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const info = await transport.sendMail({ from: options.from, ...mail });
      await mkdir(options.outboxDir, { recursive: true });
      const safeTo = mail.to.replace(/[^a-z0-9@._-]/gi, '_');
      const file = path.join(options.outboxDir, `${new Date().toISOString().replaceAll(':', '-')}-${safeTo}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: mail.to, subject: mail.subject, file }, 'mail written to outbox');
    },
  };
}
