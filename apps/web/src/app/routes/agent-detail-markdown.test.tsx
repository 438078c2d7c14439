import { renderMarkdown } from '@agentsy/markdown';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { testListingDetail } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { Component as AgentDetail } from './agent-detail';

const description = [
  '## Setup',
  '',
  '1. Install it: `npm install inbox-triage`',
  '2. Read [the docs](https://example.com/docs) <script>alert(1)</script>',
  '',
  '| Step | Time |',
  '|---|--:|',
  '| Install | 1 min |',
  '',
  '```bash',
  'inbox-triage --since yesterday # morning run',
  '```',
  '',
  '<img src="https://tracker.example/p.gif"> ![pixel](https://tracker.example/q.gif) [x](javascript:alert(1))',
].join('\n');

/** The description's HTML as the browser holds it, for comparing serialisations alike. */
const asDom = (html: string) => {
  const template = document.createElement('template');
  template.innerHTML = html;
  return template.innerHTML;
};

describe('a markdown description', () => {
  const listing = testListingDetail({ title: 'Inbox Triage', description });

  // The server's render of the page holds the same renderMarkdown output (tests/e2e/markdown.spec.ts).
  it("is the shared renderer's HTML, as the server's render of the page has it", async () => {
    server.use(
      http.get('/api/listings/:id', () => HttpResponse.json(listing)),
      http.get('/api/listings/:id/versions', () => HttpResponse.json([])),
      http.get('/api/listings/:id/questions', () => HttpResponse.json([])),
    );
    const { container } = renderWithApp(<AgentDetail />, { route: '/agent/:id', path: `/agent/${listing.id}` });
    expect(await screen.findByRole('heading', { name: 'Setup' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(container.querySelector('[data-markdown]')!.innerHTML).toBe(asDom(renderMarkdown(description)));
  });

  it('shows its table, highlighted code and safe links, and nothing that runs or fetches', async () => {
    server.use(
      http.get('/api/listings/:id', () => HttpResponse.json(listing)),
      http.get('/api/listings/:id/versions', () => HttpResponse.json([])),
      http.get('/api/listings/:id/questions', () => HttpResponse.json([])),
    );
    const { container } = renderWithApp(<AgentDetail />, { route: '/agent/:id', path: `/agent/${listing.id}` });
    expect(await screen.findByRole('table', {}, { timeout: 5_000 })).toHaveTextContent('Step Time Install 1 min');
    const body = container.querySelector('[data-markdown]')!;
    expect(body.querySelector('code.language-bash .hljs-comment')).toHaveTextContent('# morning run');
    expect(screen.getByRole('link', { name: 'the docs' })).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(screen.getByRole('link', { name: 'pixel' })).toHaveAttribute('href', 'https://tracker.example/q.gif');
    expect(body.querySelector('script, img, [src]')).toBeNull();
    expect(body.innerHTML).not.toContain('javascript:');
  });
});
