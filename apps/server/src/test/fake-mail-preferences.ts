import type { MailKind } from '@agentsy/contracts';
import { defaultMailSwitches, type MailSwitches, switchOfKind, wantsMailFrom } from '../modules/mail/mail-preferences';

/** Notification switches kept in memory, standing in for the stored preferences. */
export const createFakeMailPreferences = () => {
  const switches = new Map<string, MailSwitches>();
  const of = (userId: string) => switches.get(userId) ?? { ...defaultMailSwitches };
  return {
    of,
    set: (userId: string, patch: Partial<MailSwitches>) => switches.set(userId, { ...of(userId), ...patch }),
    wantsMail: wantsMailFrom(async (userId) => of(userId)),
    unsubscribe: async (userId: string, kind: MailKind) => {
      switches.set(userId, { ...of(userId), [switchOfKind(kind)]: false });
    },
    clear: () => switches.clear(),
  };
};
