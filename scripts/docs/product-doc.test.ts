import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { plannedButRouted } from './planned-mentions';
import { serverCalls, webScreens } from './routed-paths';

const productDoc = readFileSync(path.resolve(import.meta.dirname, '../../docs/product.md'), 'utf8');
const routedPaths = [...webScreens(), ...serverCalls().map((call) => call.slice(call.indexOf(' ') + 1))];

describe('docs/product.md against what is routed', () => {
  it('reads the routes of the web app and of the server', () => {
    expect(webScreens()).toEqual(expect.arrayContaining(['/', '/settings', '/messages', '/agent/:id']));
    expect(serverCalls()).toEqual(
      expect.arrayContaining(['PATCH /api/users/notifications', 'POST /api/mail/unsubscribe', 'GET /api/auth/*']),
    );
  });

  it('calls no routed screen or call planned', () => {
    expect(plannedButRouted(productDoc, routedPaths)).toEqual([]);
  });
});

describe('plannedButRouted', () => {
  const routes = ['/settings', '/agent/:id', '/api/users/:id', '/api/auth/*'];

  it('flags a routed path in a paragraph that says planned or "Not open yet"', () => {
    const doc = [
      '## Settings',
      '',
      'What the account screens do.',
      '',
      'The `/settings` screen. Today it shows "Not open yet";',
      'a later paragraph about `/help`.',
      '',
      '- A list item naming `GET /api/users/{id}`,',
      '  wrapped, and still planned.',
      '- `/agent/{id}` is built.',
    ].join('\n');
    expect(plannedButRouted(doc, routes)).toEqual([
      'line 5: calls planned what is routed (/settings)',
      'line 8: calls planned what is routed (/api/users/:id)',
    ]);
  });

  it('flags every routed path of a section marked (planned) under its heading', () => {
    const doc = ['## Two-factor', '(planned)', '', '- Turned on at `POST /api/auth/two-factor/enable`.'].join('\n');
    expect(plannedButRouted(doc, routes)).toEqual(['line 4: calls planned what is routed (/api/auth/*)']);
  });

  it('leaves planned things without a route, and routed things not called planned', () => {
    const doc = ['The Save Seller button is planned.', '', '`/settings` has four tabs.'];
    expect(plannedButRouted(doc.join('\n'), routes)).toEqual([]);
  });
});
