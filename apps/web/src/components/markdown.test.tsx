import { renderMarkdown } from '@agentsy/markdown';
import { act, render, within } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';

const text = '## Setup\n\nRun `npm install inbox-triage` and read [the docs](https://example.com/docs).';

/** The page as the server sends it: the app's root holding `html`. */
const pageWith = (html: string) => {
  const root = document.createElement('div');
  root.id = 'root';
  root.innerHTML = html;
  document.body.append(root);
  return root;
};

/** markdown.tsx as the browser first evaluates it: after the server's page is in the document. */
const freshMarkdownModule = async () => {
  vi.resetModules();
  return import('./markdown');
};

afterEach(() => document.getElementById('root')?.remove());

describe('markdown on a page rendered by the server', () => {
  it("shows the server's HTML of a text at once, without waiting for the parser", async () => {
    const { markdownKeyOf } = await import('./markdown');
    pageWith(`<div data-markdown="${markdownKeyOf(text)}">${renderMarkdown(text)}</div>`);
    const { Markdown } = await freshMarkdownModule();

    const shown = within(render(<Markdown text={text} />).container);
    // No waiting: the parser's chunk would first show the plain text ("## Setup").
    expect(shown.getByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(shown.getByRole('link', { name: 'the docs' })).toHaveAttribute('rel', 'nofollow ugc noopener');
  });

  it('is taken over by React without a mismatch or a redraw', async () => {
    const { Markdown } = await import('./markdown');
    // The server's render waits for the parser: render once to start loading it, then for real.
    renderToString(<Markdown text={text} />);
    await import('./markdown-renderer');
    await vi.waitFor(() => expect(renderToString(<Markdown text={text} />)).toContain('<h2>Setup</h2>'));
    const root = pageWith(renderToString(<Markdown text={text} />));
    const rendered = root.querySelector('[data-markdown]');
    const fresh = await freshMarkdownModule();

    const errors: unknown[] = [];
    await act(async () => {
      hydrateRoot(root, <fresh.Markdown text={text} />, { onRecoverableError: (error) => errors.push(error) });
    });
    expect(errors).toEqual([]);
    expect(root.querySelector('[data-markdown]')).toBe(rendered);
    expect(Object.keys(rendered!).some((k) => k.startsWith('__reactFiber$'))).toBe(true);
  });

  it('uses the parser for a text the server did not render', async () => {
    pageWith('<div data-markdown="0-0"><p>another text</p></div>');
    const { Markdown } = await freshMarkdownModule();
    const shown = within(render(<Markdown text={text} />).container);
    expect(await shown.findByRole('heading', { name: 'Setup' })).toBeInTheDocument();
    expect(shown.queryByText('another text')).toBeNull();
  });
});
