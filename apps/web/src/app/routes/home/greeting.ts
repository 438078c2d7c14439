import type { CurrentUser } from '@agentsy/contracts';
import { displayNameOf } from '../../layout/user-display';

const newAccountMs = 24 * 60 * 60 * 1000;

/**
 * "Welcome back" only to someone who has been here before. An account still in onboarding, or
 * made within the last day, gets the spec's "Welcome to Agentsy" (docs/decisions/016).
 */
export const greetingFor = (user: CurrentUser, now = Date.now()) => {
  const isNew = user.firstTimeLogin || now - Date.parse(user.createdAt) < newAccountMs;
  return `${isNew ? 'Welcome to Agentsy' : 'Welcome back'}, ${displayNameOf(user)}`;
};
