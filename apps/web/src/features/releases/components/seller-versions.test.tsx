import { releaseMessages } from '@agentsy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testModels, testVersion } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { answerUploads, isFile } from '@/test/uploads';
import { SellerVersions } from './seller-versions';

afterEach(() => resetToasts());

const seller = testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] });
const versionsPath = '/api/listings/listing-1/versions';

const versions = [
  testVersion({ version: '1.3.0-beta.1', status: 'pending', publishedAt: null, changelog: 'Trying **things**' }),
  testVersion({ version: '1.2.0', changelog: 'Faster replies' }),
  testVersion({
    version: '1.1.0',
    revokedAt: '2026-11-02T00:00:00Z',
    revokeReason: 'Leaked a key',
  }),
  testVersion({ version: '1.0.1', status: 'blocked', publishedAt: null }),
];

const render = () => {
  server.use(http.get(versionsPath, () => HttpResponse.json(versions)));
  renderWithApp(<SellerVersions listingId="listing-1" title="Inbox Zero" />, { user: seller });
};

const rowOf = async (version: string) =>
  (await screen.findByText(version)).closest('[data-testid="seller-version"]') as HTMLElement;

const file = () => new File(['{"a":1}'], 'agent.json', { type: 'application/json' });

describe('SellerVersions', () => {
  it("brings the versions into view and focus when opened from a listing's status", async () => {
    // jsdom does not scroll: the call is recorded instead.
    const scrolled = vi.fn();
    const original = Element.prototype.scrollIntoView;
    Element.prototype.scrollIntoView = scrolled;
    try {
      server.use(http.get(versionsPath, () => HttpResponse.json(versions)));
      renderWithApp(<SellerVersions listingId="listing-1" title="Inbox Zero" inView />, { user: seller });
      const heading = await screen.findByRole('heading', { name: 'Versions' });
      await waitFor(() => expect(heading).toHaveFocus());
      expect(scrolled.mock.contexts).toEqual([heading]);
    } finally {
      Element.prototype.scrollIntoView = original;
    }
  });

  it("shows each version's status, and revoke only on a live one", async () => {
    render();
    expect(within(await rowOf('1.3.0-beta.1')).getByTestId('version-status')).toHaveTextContent('Checking');
    expect(within(await rowOf('1.2.0')).getByTestId('version-status')).toHaveTextContent('Published');
    expect(within(await rowOf('1.1.0')).getByTestId('version-status')).toHaveTextContent('Revoked');
    expect(within(await rowOf('1.1.0')).getByText('Reason: Leaked a key')).toBeInTheDocument();
    expect(within(await rowOf('1.0.1')).getByTestId('version-status')).toHaveTextContent('Blocked');
    expect(screen.getAllByRole('button', { name: /^Revoke version/ }).map((b) => b.getAttribute('aria-label'))).toEqual(
      ['Revoke version 1.2.0'],
    );
  });

  it('revokes with a reason after confirming, and asks for one when it is missing', async () => {
    render();
    server.use(
      http.post(`${versionsPath}/1.2.0/revoke`, () =>
        HttpResponse.json(testVersion({ version: '1.2.0', revokedAt: '2026-11-03T00:00:00Z', revokeReason: 'Broken' })),
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke version 1.2.0' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Revoke version 1.2.0?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Version' }));
    expect(within(dialog).getByText(releaseMessages.reasonRequired)).toBeInTheDocument();
    expect(await bodiesSent(`POST ${versionsPath}/1.2.0/revoke`)).toEqual([]);
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Broken on new models');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Version' }));
    expect(await screen.findByText('Version Revoked')).toBeInTheDocument();
    expect(await bodiesSent(`POST ${versionsPath}/1.2.0/revoke`)).toEqual([{ reason: 'Broken on new models' }]);
  });

  it("keeps the dialog open with the server's message when the revoke is refused", async () => {
    render();
    server.use(http.post(`${versionsPath}/1.2.0/revoke`, () => apiError(409, releaseMessages.alreadyRevoked)));
    await userEvent.click(await screen.findByRole('button', { name: 'Revoke version 1.2.0' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.type(within(dialog).getByLabelText('Reason'), 'Broken');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revoke Version' }));
    expect(await within(dialog).findByText(releaseMessages.alreadyRevoked)).toBeInTheDocument();
  });

  it('proposes the next patch after every number taken and previews the changelog', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Publish a new version of Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' });
    // 1.3.0-beta.1 is taken (pending), so the proposal is its release, not 1.2.1.
    expect(await within(dialog).findByLabelText('Version')).toHaveValue('1.3.0');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Changelog' }),
      '## Fixes{enter}{enter}- **Faster** replies',
    );
    await userEvent.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    const preview = within(dialog).getByTestId('changelog-preview');
    expect(await within(preview).findByRole('heading', { name: 'Fixes' })).toBeInTheDocument();
    expect(within(preview).getByText('Faster').tagName).toBe('STRONG');
  });

  it('refuses a range, an empty changelog and a missing file before sending anything', async () => {
    render();
    const forms = answerUploads(versionsPath, () => HttpResponse.json(testVersion(), { status: 201 }));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish a new version of Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' });
    const version = await within(dialog).findByLabelText('Version');
    await userEvent.clear(version);
    await userEvent.type(version, '^1.3.0');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    expect(within(dialog).getByText(releaseMessages.invalidVersion)).toBeInTheDocument();
    expect(within(dialog).getByText(releaseMessages.changelogRequired)).toBeInTheDocument();
    expect(within(dialog).getByText(releaseMessages.fileRequired)).toBeInTheDocument();
    expect(forms).toHaveLength(0);
  });

  it('sends file, version, changelog and silent, and shows a reused number under the version', async () => {
    render();
    const forms = answerUploads(versionsPath, () => apiError(409, releaseMessages.versionTaken('1.3.0')));
    await userEvent.click(await screen.findByRole('button', { name: 'Publish a new version of Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' });
    await userEvent.upload(await within(dialog).findByLabelText('Agent file'), file());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Changelog' }), 'Faster replies');
    await userEvent.click(within(dialog).getByRole('switch', { name: 'Publish silently' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    expect(await within(dialog).findByText(releaseMessages.versionTaken('1.3.0'))).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Version')).toHaveAccessibleDescription(releaseMessages.versionTaken('1.3.0'));
    const [form] = forms;
    expect(form?.get('version')).toBe('1.3.0');
    expect(form?.get('changelog')).toBe('Faster replies');
    expect(form?.get('silent')).toBe('true');
    expect(isFile(form?.get('file') ?? null)).toBe(true);
  });

  it('sends the compatibility picked from the catalogue, and shows a refusal of it under the fields', async () => {
    render();
    server.use(http.get('/api/models', () => HttpResponse.json(testModels)));
    const refusal = 'targets[0].runtimes.python must be a version range such as >=1.2 <2, not “soon”.';
    const forms = answerUploads(versionsPath, () =>
      HttpResponse.json(
        { code: 'COMPATIBILITY_INVALID', message: refusal, fields: { compatibility: refusal } },
        { status: 422 },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish a new version of Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' });
    await userEvent.upload(await within(dialog).findByLabelText('Agent file'), file());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Changelog' }), 'Runs on GPT-5');
    await userEvent.selectOptions(within(dialog).getByLabelText('Platform'), 'python');
    // A retired model cannot be picked.
    await userEvent.click(await within(dialog).findByRole('checkbox', { name: 'OpenAI GPT-5' }));
    expect(within(dialog).queryByRole('checkbox', { name: 'OpenAI GPT-4o' })).toBeNull();
    await userEvent.type(within(dialog).getByLabelText('Python version'), 'soon');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(JSON.parse(String(forms[0]?.get('compatibility')))).toEqual({
      targets: [{ platform: 'python', models: ['gpt-5'], runtimes: { python: 'soon' } }],
    });
  });

  it('closes once stored, says it is being checked, and reads the versions again', async () => {
    render();
    answerUploads(versionsPath, () =>
      HttpResponse.json(testVersion({ version: '1.3.0', status: 'pending', publishedAt: null }), { status: 201 }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Publish a new version of Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Publish a new version' });
    await userEvent.upload(await within(dialog).findByLabelText('Agent file'), file());
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Changelog' }), 'Faster replies');
    server.use(
      http.get(versionsPath, () =>
        HttpResponse.json([testVersion({ version: '1.3.0', changelog: 'Faster replies' }), ...versions]),
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Publish Version' }));
    expect(await screen.findByText('Version 1.3.0 is being checked; it goes live once it passes.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(await rowOf('1.3.0')).getByTestId('version-status')).toHaveTextContent('Published');
  });
});
