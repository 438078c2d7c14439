import { mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { startSmtpTestServer } from '../../../apps/server/src/test/smtp-test-server';

export type ReceivedMail = { to: string[]; subject: string; text: string };

/**
 * A real SMTP server for the journeys' app (global-setup.ts), so a mail travels the way it does
 * in production: outbox, sender job, SMTP. Each mail it takes is written to `dir` as JSON, where
 * the journeys, in another process, read it.
 */
export const startMailbox = async (dir: string) => {
  mkdirSync(dir, { recursive: true });
  let count = 0;
  const server = await startSmtpTestServer({
    onMail: ({ to, parsed }) => {
      const mail: ReceivedMail = { to, subject: parsed.subject ?? '', text: parsed.text ?? '' };
      writeFileSync(path.join(dir, `${String(++count).padStart(5, '0')}.json`), JSON.stringify(mail));
    },
  });
  return { url: server.url, close: server.close };
};

/** The first mail to `to` with this subject; the sender job runs every 5 s, so this waits for it. */
export const waitForMail = async (dir: string, { to, subject }: { to: string; subject: string }) => {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    for (const name of readdirSync(dir).sort()) {
      const mail = JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedMail;
      if (mail.to.includes(to) && mail.subject === subject) return mail;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no mail "${subject}" to ${to} within 30 s`);
};
