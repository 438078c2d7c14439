import type { MatrixRow } from './matrix';
import { only, open, signedIn } from './matrix';

/** Buyer-seller conversations and the live event stream. */
export const messagingRows: MatrixRow[] = [
  { route: 'GET /api/conversations', expect: signedIn() },
  {
    route: 'POST /api/conversations',
    request: (w) => ({
      url: '/api/conversations',
      payload: { participantId: w.user('seller').userId, initialMessage: 'Hi' },
    }),
    expect: { ...signedIn(), seller: 'invalid' },
    why: 'anyone may write to a seller, not to themselves',
  },
  {
    route: 'GET /api/conversations/:id/messages',
    request: (w) => ({ url: `/api/conversations/${w.ids.conversation}/messages` }),
    expect: only(['buyer', 'seller'], 404),
    why: 'participants only; admins read support threads, never buyer-seller ones',
  },
  {
    route: 'POST /api/conversations/:id/messages',
    request: (w) => ({ url: `/api/conversations/${w.ids.conversation}/messages`, payload: { content: 'Any news?' } }),
    expect: only(['buyer', 'seller'], 404),
  },
  {
    route: 'PATCH /api/conversations/:id/read',
    request: (w) => ({ url: `/api/conversations/${w.ids.conversation}/read` }),
    expect: only(['buyer', 'seller'], 404),
  },
  { route: 'GET /api/messages/unread-count', expect: signedIn() },
  {
    route: 'GET /api/people',
    request: () => ({ url: '/api/people?name=a' }),
    expect: signedIn(),
    why: 'the new-conversation form finds people by name; visitors have no one to write to',
  },
  {
    route: 'GET /api/users/:id/reply-time',
    request: (w) => ({ url: `/api/users/${w.user('seller').userId}/reply-time` }),
    expect: open(),
  },
  { route: 'GET /api/events', expect: signedIn(), stream: true, why: 'each stream carries only its own user’s events' },
];
