import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { to: string[]; parsed: ParsedMail };

/**
 * A real SMTP server inside the test process. `refuseNext(n)` makes it answer the next n
 * deliveries with a temporary failure, as a busy or broken mail server would. `onMail` sees each
 * mail as it arrives (the browser journeys hand them to another process through files).
 */
export const startSmtpTestServer = async ({ onMail }: { onMail?: (mail: ReceivedMail) => void } = {}) => {
  const received: ReceivedMail[] = [];
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onRcptTo: (_address, _session, callback) => {
      if (refusals > 0) {
        refusals -= 1;
        const error = Object.assign(new Error('Mailbox busy, try later'), { responseCode: 451 });
        return callback(error);
      }
      callback();
    },
    onData: (stream, session, callback) => {
      simpleParser(stream)
        .then((parsed) => {
          const mail = { to: session.envelope.rcptTo.map((r) => r.address), parsed };
          received.push(mail);
          onMail?.(mail);
          callback();
        })
        .catch(callback);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    refuseNext: (n: number) => {
      refusals = n;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
};
