import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/render';
import { greetingFor } from './greeting';

const now = Date.parse('2026-05-10T12:00:00Z');

describe('greetingFor', () => {
  it('welcomes a brand-new account to Agentsy, not back', () => {
    const user = testUser({ createdAt: '2026-05-10T11:58:00Z' });
    expect(greetingFor(user, now)).toBe('Welcome to Agentsy, Ada Lovelace');
  });

  it('welcomes an account still in onboarding to Agentsy, whatever its age', () => {
    expect(greetingFor(testUser({ firstTimeLogin: true }), now)).toBe('Welcome to Agentsy, Ada Lovelace');
  });

  it('welcomes someone who signed up before yesterday back', () => {
    const user = testUser({ createdAt: '2026-05-08T09:00:00Z', displayName: 'Ada' });
    expect(greetingFor(user, now)).toBe('Welcome back, Ada');
  });
});
