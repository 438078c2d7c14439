import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import { MARKETPLACE_NAME } from './mail-layout';

export type OutgoingMail = {
  to: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

/** Hands one mail to the outside world; throws when it was not accepted. */
export type MailTransport = { deliver: (mail: OutgoingMail) => Promise<void>; kind: 'smtp' | 'log' };

/** Well under the sender's lease, so a stuck server never lets a second process take the mail. */
const SMTP_TIMEOUT_MS = 30_000;

export const createSmtpTransport = ({ smtpUrl, from }: { smtpUrl: string; from: string }): MailTransport => {
  const transporter = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: SMTP_TIMEOUT_MS,
    greetingTimeout: SMTP_TIMEOUT_MS,
    socketTimeout: SMTP_TIMEOUT_MS,
  });
  return {
    kind: 'smtp',
    deliver: async (mail) => {
      await transporter.sendMail({ from, ...mail });
    },
  };
};

/** Without SMTP_URL: the mail goes to the log (and stays readable in the outbox page). */
export const createLogTransport = (log: FastifyBaseLogger): MailTransport => ({
  kind: 'log',
  deliver: async (mail) => {
    log.info({ to: mail.to, subject: mail.subject, text: mail.text }, 'mail (no SMTP_URL set, not sent)');
  },
});

export const createMailTransport = ({
  smtpUrl,
  mailFrom,
  log,
}: {
  smtpUrl: string | undefined;
  mailFrom: string | undefined;
  log: FastifyBaseLogger;
}) =>
  smtpUrl
    ? createSmtpTransport({ smtpUrl, from: mailFrom ?? `${MARKETPLACE_NAME} <no-reply@localhost>` })
    : createLogTransport(log);
