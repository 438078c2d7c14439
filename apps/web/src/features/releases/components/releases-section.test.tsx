import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '@/test/api-server';
import { testVersion } from '@/test/releases';
import { renderWithApp } from '@/test/render';
import { ReleasesSection } from './releases-section';

describe('ReleasesSection', () => {
  it('lists the published versions newest first with their changelogs; a withdrawn one says why', async () => {
    server.use(
      http.get('/api/listings/listing-1/versions', () =>
        HttpResponse.json([
          // The seller reads unpublished versions too; the page leaves them out.
          testVersion({ version: '1.4.0', status: 'pending', publishedAt: null, changelog: 'Not yet' }),
          testVersion({ version: '1.3.0', changelog: 'Adds a `summary` tool' }),
          testVersion({ version: '1.2.0', revokedAt: '2026-11-02T00:00:00Z', revokeReason: 'Leaked a key' }),
          testVersion({ version: '1.0.0', changelog: '' }),
        ]),
      ),
    );
    renderWithApp(<ReleasesSection listingId="listing-1" />);
    const section = await screen.findByRole('region', { name: 'Releases' });
    expect(
      within(section)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(['v1.3.0', 'v1.2.0', 'v1.0.0']);
    expect((await within(section).findByText('summary')).tagName).toBe('CODE');
    expect(within(section).getByText('Withdrawn')).toBeInTheDocument();
    expect(within(section).getByText('Leaked a key')).toBeInTheDocument();
    expect(within(section).queryByText('Not yet')).toBeNull();
  });

  it('links in a changelog carry nofollow ugc noopener, and raw HTML is not rendered', async () => {
    server.use(
      http.get('/api/listings/listing-1/versions', () =>
        HttpResponse.json([
          testVersion({ changelog: 'See [the docs](https://example.com) <img src=x onerror=alert(1)>' }),
        ]),
      ),
    );
    renderWithApp(<ReleasesSection listingId="listing-1" />);
    const link = await screen.findByRole('link', { name: 'the docs' });
    expect(link).toHaveAttribute('rel', 'nofollow ugc noopener');
    expect(document.querySelector('img')).toBeNull();
  });
});
