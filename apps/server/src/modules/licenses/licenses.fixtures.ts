import type { FastifyInstance } from 'fastify';
import { useLedgerCheckedApp } from '../../test/payments-fixtures';

export type LicenseCall = 'validate' | 'activate' | 'deactivate';

/** One public license call, with no session, from `remoteAddress`. */
export const callLicenses = (app: FastifyInstance, call: LicenseCall, payload: object, remoteAddress?: string) =>
  app.inject({ method: 'POST', url: `/api/v1/licenses/${call}`, payload, ...(remoteAddress ? { remoteAddress } : {}) });

/** The money suites' app, with the public license calls. */
export const useLicensedApp = () => {
  const t = useLedgerCheckedApp();
  return Object.assign(t, {
    call: (call: LicenseCall, payload: object, remoteAddress?: string) =>
      callLicenses(t.app, call, payload, remoteAddress),
  });
};
