import { releaseMessages } from '@agentsy/contracts';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, onTestFinished } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testOrderVersion, testOrderVersions } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { OrderVersions } from './order-versions';

afterEach(() => resetToasts());

const order = {
  id: 'order-1',
  listingId: 'listing-1',
  createdAt: '2026-11-05T00:00:00.000Z',
  listing: { title: 'Inbox Zero' },
};

const versions = [
  testOrderVersion({ version: '1.3.0', publishedAt: '2026-11-20T00:00:00Z', changelog: 'Adds **summaries**' }),
  testOrderVersion({ version: '1.2.0', publishedAt: '2026-11-10T00:00:00Z', revoked: true, downloadUrl: null }),
  testOrderVersion({ version: '1.1.0', publishedAt: '2026-11-02T00:00:00Z', changelog: 'Fixes the inbox filter' }),
  testOrderVersion({ version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z', changelog: '' }),
];

const render = (list = versions, extra: Parameters<typeof testOrderVersions>[1] = {}) => {
  server.use(http.get('/api/orders/order-1/versions', () => HttpResponse.json(testOrderVersions(list, extra))));
  renderWithApp(<OrderVersions order={order} />, { user: testUser() });
};

describe('OrderVersions', () => {
  it('offers the update published since the order, with its changelog and signed download', async () => {
    render();
    expect(await screen.findByRole('button', { name: 'Update available: 1.3.0' })).toBeInTheDocument();
    expect(screen.getByLabelText('Version')).toHaveValue('1.3.0');
    const chosen = screen.getByTestId('chosen-version');
    expect((await within(chosen).findByText('summaries')).tagName).toBe('STRONG');
    expect(within(chosen).getByTestId('version-sha256')).toHaveTextContent(versions[0]?.sha256 ?? '');
    expect(within(chosen).getByRole('link', { name: 'Download 1.3.0' })).toHaveAttribute(
      'href',
      '/api/downloads/order-1/versions/1.3.0?token=t-1.3.0',
    );
  });

  it('picks any version: older ones download by their own link, a withdrawn one has none', async () => {
    render();
    const picker = await screen.findByLabelText('Version');
    await userEvent.selectOptions(picker, '1.1.0');
    const chosen = screen.getByTestId('chosen-version');
    expect(within(chosen).getByText('Fixes the inbox filter')).toBeInTheDocument();
    expect(within(chosen).getByRole('link', { name: 'Download 1.1.0' })).toHaveAttribute(
      'href',
      '/api/downloads/order-1/versions/1.1.0?token=t-1.1.0',
    );
    await userEvent.selectOptions(picker, '1.2.0');
    expect(within(chosen).queryByRole('link')).toBeNull();
    expect(within(chosen).getByText('This version was withdrawn by its seller.')).toBeInTheDocument();
    expect(screen.getByRole('option', { name: '1.2.0 (withdrawn)' })).toBeInTheDocument();
  });

  it('comes into view when a notice led here, and only then', async () => {
    // jsdom lays nothing out and has no scrollIntoView; the test records who asked for it.
    const scrolled: Element[] = [];
    Element.prototype.scrollIntoView = function (this: Element) {
      scrolled.push(this);
    };
    onTestFinished(() => {
      Reflect.deleteProperty(Element.prototype, 'scrollIntoView');
    });
    server.use(http.get('/api/orders/:id/versions', () => HttpResponse.json(testOrderVersions(versions))));
    renderWithApp(
      <>
        <OrderVersions order={order} focused />
        <OrderVersions order={{ ...order, id: 'order-2', listingId: 'listing-2' }} />
      </>,
      { user: testUser() },
    );
    await screen.findAllByRole('button', { name: 'Update available: 1.3.0' });
    expect(scrolled).toHaveLength(1);
    expect(scrolled[0]).toContainElement(screen.getAllByLabelText('Version')[0] as HTMLElement);
  });

  it('offers the current version when it is newer than the last one downloaded', async () => {
    render(versions, { lastDownloadedVersion: '1.1.0' });
    expect(await screen.findByRole('button', { name: 'Update available: 1.3.0' })).toBeInTheDocument();
  });

  it('offers no update once the current version was downloaded, even by an order older than it', async () => {
    render(versions, { lastDownloadedVersion: '1.3.0' });
    expect(await screen.findByRole('link', { name: 'Download 1.3.0' })).toBeInTheDocument();
    expect(screen.queryByTestId('update-available')).toBeNull();
  });

  it('offers no update when the current version is the one bought', async () => {
    render([testOrderVersion({ version: '1.0.0', publishedAt: '2026-11-01T00:00:00Z' })]);
    expect(await screen.findByRole('link', { name: 'Download 1.0.0' })).toBeInTheDocument();
    expect(screen.queryByTestId('update-available')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Compare versions' })).toBeNull();
  });

  it('compares two versions: members added, removed and changed, and the unified patch', async () => {
    render();
    server.use(
      http.get('/api/listings/listing-1/versions/1.2.0/diff/1.3.0', () =>
        HttpResponse.json({
          from: '1.2.0',
          to: '1.3.0',
          files: [
            {
              path: 'prompts/system.md',
              change: 'changed',
              patch: '--- a\n+++ b\n@@ -1,2 +1,2 @@\n keep\n-old line\n+new line\n',
            },
            { path: 'tools/summary.py', change: 'added' },
            { path: 'tools/legacy.py', change: 'removed' },
            { path: 'README.md', change: 'unchanged' },
          ],
        }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
    expect(screen.getByLabelText('From')).toHaveValue('1.2.0');
    expect(screen.getByLabelText('To')).toHaveValue('1.3.0');
    expect(await screen.findByTestId('diff-summary')).toHaveTextContent('1 added, 1 removed, 1 changed, 1 unchanged');
    const files = screen.getAllByTestId('diff-file');
    expect(files.map((f) => f.textContent?.slice(0, 40))).toEqual([
      expect.stringMatching(/^Changedprompts\/system\.md/),
      'Addedtools/summary.py',
      'Removedtools/legacy.py',
    ]);
    const patch = within(files[0] as HTMLElement).getByTestId('patch');
    expect(within(patch).getByText('-old line')).toHaveClass('bg-red-50');
    expect(within(patch).getByText('+new line')).toHaveClass('bg-green-50');
  });

  it("shows the server's refusal of a comparison", async () => {
    render();
    server.use(
      http.get('/api/listings/listing-1/versions/1.2.0/diff/1.3.0', () => apiError(403, releaseMessages.diffForbidden)),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Compare versions' }));
    expect(await screen.findByText(releaseMessages.diffForbidden)).toBeInTheDocument();
  });

  it('shows the saved state of the notices: Unmute when this buyer muted them', async () => {
    render(versions, { updateNoticesEnabled: false });
    expect(await screen.findByRole('button', { name: 'Unmute update notices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Mute update notices' })).toBeNull();
  });

  it("mutes this agent's update notices, and unmutes them", async () => {
    render();
    server.use(
      http.put<{ id: string }, { enabled: boolean }>('/api/listings/:id/update-notices', async ({ request, params }) =>
        HttpResponse.json({ listingId: params.id, enabled: (await request.json()).enabled }),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Mute update notices' }));
    expect(await screen.findByText('Update Notices Muted')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Unmute update notices' }));
    expect(await screen.findByRole('button', { name: 'Mute update notices' })).toBeInTheDocument();
    expect(await bodiesSent('PUT /api/listings/listing-1/update-notices')).toEqual([
      { enabled: false },
      { enabled: true },
    ]);
  });
});
