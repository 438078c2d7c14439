import type { FastifyInstance } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { MailService } from '../mail/mail.service';
import { createDomainProof } from './domain-proof';
import { createDomainsService, type DomainsService } from './domains.service';
import type { NamesService } from './names.service';
import { registerTrustRoutes } from './trust.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /** Verified domains; main.ts hands them to the weekly re-check. */
    domains: DomainsService;
  }
}

/** Verified domains: the service, its routes, and the handle main.ts gives the weekly re-check. */
export const registerTrustModule = (
  app: FastifyInstance,
  { db, names, mail, config }: { db: Database; names: NamesService; mail: MailService; config: Config },
) => {
  const domains = createDomainsService({ db, names, mail, proof: createDomainProof(config.domainVerify) });
  app.decorate('domains', domains);
  registerTrustRoutes(app, domains);
};
