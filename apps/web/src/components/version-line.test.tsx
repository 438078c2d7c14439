import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { VersionLine } from './version-line';

const daysAgo = (days: number) => new Date(Date.now() - days * 24 * 3600 * 1000).toISOString();

describe('VersionLine', () => {
  it('names the current version and how long ago it came out', () => {
    const publishedAt = daysAgo(3);
    render(<VersionLine listing={{ currentVersion: { version: '1.3.0', publishedAt }, updatedAt: publishedAt }} />);
    expect(screen.getByTestId('listing-version')).toHaveTextContent('v1.3.0 · updated 3 days ago');
  });

  it("keeps the server's dated line underneath, unseen, so the line's width stays when the age replaces it", () => {
    render(
      <VersionLine
        listing={{ currentVersion: { version: '1.3.0', publishedAt: '2026-11-24T12:00:00Z' }, updatedAt: null }}
      />,
    );
    const shown = screen.getByTestId('listing-version');
    const held = shown.nextElementSibling!;
    expect(held).toHaveTextContent('v1.3.0 · updated on Nov 24, 2026');
    expect(held).toHaveAttribute('aria-hidden', 'true');
    expect(held).toHaveClass('invisible', 'col-start-1', 'row-start-1');
    expect(shown).toHaveClass('col-start-1', 'row-start-1');
    expect(shown.parentElement).toHaveClass('inline-grid');
  });

  it("writes the date on the server's page, where the reading time is unknown", () => {
    const html = renderToString(
      <VersionLine
        listing={{ currentVersion: { version: '1.3.0', publishedAt: '2026-11-24T12:00:00Z' }, updatedAt: null }}
      />,
    );
    expect(html).toContain('updated on Nov 24, 2026');
  });

  it('says nothing for a listing without a current version', () => {
    const { container } = render(<VersionLine listing={{ currentVersion: null, updatedAt: null }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
