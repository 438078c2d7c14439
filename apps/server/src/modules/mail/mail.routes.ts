import { outboxMailListSchema, unsubscribeQuerySchema } from '@agentsy/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AdminGuard } from '../../plugins/admin-guard';
import type { MailService } from './mail.service';
import { MARKETPLACE_NAME } from './mail-layout';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} - ${MARKETPLACE_NAME}</title></head><body style="font-family:Arial,sans-serif;max-width:480px;margin:48px auto;padding:0 16px"><h1>${title}</h1>${body}<p><a href="/">Back to ${MARKETPLACE_NAME}</a></p></body></html>`;

const wantsHtml = (req: FastifyRequest) => (req.headers.accept ?? '').includes('text/html');

/**
 * The unsubscribe link of every mail. GET only shows a button, since link scanners open links
 * on their own; the POST (the button, or a mail client's RFC 8058 one-click) turns the switch off.
 */
export const registerMailRoutes = (
  root: FastifyInstance,
  { mail, admin, showOutbox }: { mail: MailService; admin: AdminGuard; showOutbox: boolean },
) => {
  root.register(async (scope) => {
    // Mail clients post "List-Unsubscribe=One-Click" as a form; the token in the URL is what counts.
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, _body, done) =>
      done(null, {}),
    );
    const app = scope.withTypeProvider<ZodTypeProvider>();

    app.get('/api/mail/unsubscribe', { schema: { querystring: unsubscribeQuerySchema } }, (_req, reply: FastifyReply) =>
      reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'Unsubscribe',
            `<form method="post"><input type="hidden" name="List-Unsubscribe" value="One-Click"><p>Stop getting these mails?</p><button type="submit">Unsubscribe</button></form>`,
          ),
        ),
    );

    app.post('/api/mail/unsubscribe', { schema: { querystring: unsubscribeQuerySchema } }, async (req, reply) => {
      const result = await mail.unsubscribeWith(req.query.token);
      if (!wantsHtml(req)) return result;
      reply
        .type('text/html; charset=utf-8')
        .send(
          page(
            'You are unsubscribed',
            '<p>You will not get these mails any more. Change this any time in your settings.</p>',
          ),
        );
      return reply;
    });
  });

  if (!showOutbox) return;
  const app = root.withTypeProvider<ZodTypeProvider>();
  // Development only: with no SMTP server, this is where a developer reads the mails.
  app.get(
    '/api/admin/mail',
    { schema: { response: { 200: outboxMailListSchema } }, onRequest: admin.requireAdmin },
    async () => ({ mails: await mail.listRecent() }),
  );
};
