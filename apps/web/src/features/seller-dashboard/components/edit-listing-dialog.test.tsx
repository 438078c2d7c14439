import type { Listing, SellerAnalytics } from '@agentsy/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, server } from '@/test/api-server';
import { testListing, testListingDetail } from '@/test/listings';
import { renderWithApp, testUser } from '@/test/render';
import { MyAgentsTable } from './my-agents-table';

afterEach(() => resetToasts());

const id = '00000000-0000-4000-8000-00000000abcd';
const detailPath = `/api/listings/${id}`;

const row: SellerAnalytics['listings'][number] = {
  id,
  title: 'Inbox Zero',
  platform: 'chatgpt',
  price: '19.00',
  active: true,
  downloadCount: 7,
  viewCount: 200,
  sales: 5,
  hasVideo: true,
  rating: { average: 4.5, count: 2 },
};

const detail = testListingDetail({
  id,
  title: 'Inbox Zero',
  description: 'Summarises your inbox every morning.',
  price: '19.00',
  tags: ['Automation', 'Email Marketing'],
  active: true,
  videoUrl: '/api/videos/v1',
  videoFileName: 'demo.mp4',
  videoFileSize: 9,
});

const openEditor = async () => {
  const user = userEvent.setup();
  renderWithApp(<MyAgentsTable listings={[row]} onUpload={() => {}} />, {
    user: testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] }),
  });
  await user.click(screen.getByRole('button', { name: 'Edit Inbox Zero' }));
  const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
  await within(dialog).findByLabelText('Title');
  return { user, dialog };
};

describe('EditListingDialog', () => {
  it("holds the listing's versions below the form, and each row offers publishing", async () => {
    server.use(http.get(detailPath, () => HttpResponse.json(detail)));
    const user = userEvent.setup();
    renderWithApp(
      <MyAgentsTable
        listings={[row]}
        onUpload={() => {}}
        releases={{
          publish: (listing) => <button type="button">Publish a new version of {listing.title}</button>,
          manage: (listing) => <p>Versions of {listing.id}</p>,
        }}
      />,
      { user: testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] }) },
    );
    expect(screen.getByRole('button', { name: 'Publish a new version of Inbox Zero' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Edit Inbox Zero' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    expect(within(dialog).getByText(`Versions of ${id}`)).toBeInTheDocument();
  });

  it("shows each row's version status, which opens Edit Listing where the versions are", async () => {
    server.use(http.get(detailPath, () => HttpResponse.json(detail)));
    const user = userEvent.setup();
    renderWithApp(
      <MyAgentsTable
        listings={[row]}
        onUpload={() => {}}
        releases={{
          publish: () => null,
          manage: (listing, atVersions) => (
            <p>
              Versions of {listing.id}
              {atVersions && ', in view'}
            </p>
          ),
          status: (listing, openVersions) => (
            <button type="button" onClick={openVersions}>
              {listing.title}: Blocked
            </button>
          ),
        }}
      />,
      { user: testUser({ id: 'seller-1', sellerEnabled: true, activeRole: 'seller', roles: ['buyer', 'seller'] }) },
    );
    const status = screen.getByRole('button', { name: 'Inbox Zero: Blocked' });
    // Under the title, not among the actions that stay on screen on a phone.
    expect(status.closest('td')).toHaveTextContent(/^Inbox Zero/);
    await user.click(status);
    const dialog = await screen.findByRole('dialog', { name: 'Edit Listing' });
    expect(within(dialog).getByText(`Versions of ${id}, in view`)).toBeInTheDocument();
  });

  it('opens prefilled from the stored listing', async () => {
    server.use(http.get(detailPath, () => HttpResponse.json(detail)));
    const { dialog } = await openEditor();
    expect(within(dialog).getByLabelText('Title')).toHaveValue('Inbox Zero');
    expect(within(dialog).getByLabelText('Description')).toHaveValue('Summarises your inbox every morning.');
    expect(within(dialog).getByLabelText(/Price/)).toHaveValue(19);
    expect(within(dialog).getByRole('checkbox', { name: 'Automation' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'Email Marketing' })).toBeChecked();
    expect(within(dialog).getByRole('checkbox', { name: 'SEO' })).not.toBeChecked();
    expect(within(dialog).getByRole('switch', { name: 'Active' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'Keep current video' })).toBeChecked();
  });

  it('sends only the changed fields and reports success', async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch<never, Partial<Listing>, Listing>(detailPath, async ({ request }) =>
        HttpResponse.json(testListing({ ...detail, ...(await request.json()) })),
      ),
      http.get('/api/analytics/seller/seller-1', () => HttpResponse.json({})),
    );
    const { user, dialog } = await openEditor();
    const title = within(dialog).getByLabelText('Title');
    await user.clear(title);
    await user.type(title, 'Inbox Hero');
    const price = within(dialog).getByLabelText(/Price/);
    await user.clear(price);
    await user.type(price, '0');
    expect(within(dialog).getByText('FREE')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('checkbox', { name: 'SEO' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Listing Updated')).toBeInTheDocument();
    expect(await bodiesSent(`PATCH ${detailPath}`)).toEqual([
      { title: 'Inbox Hero', price: '0.00', tags: ['Automation', 'Email Marketing', 'SEO'] },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('previews the description as markdown, and keeps what was written for Save', async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch<never, Partial<Listing>, Listing>(detailPath, async ({ request }) =>
        HttpResponse.json(testListing({ ...detail, ...(await request.json()) })),
      ),
      http.get('/api/analytics/seller/seller-1', () => HttpResponse.json({})),
    );
    const { user, dialog } = await openEditor();
    const description = within(dialog).getByLabelText('Description');
    await user.clear(description);
    await user.type(description, '## Setup{Enter}{Enter}Run `inbox-zero` <script>alert(1)</script>');
    await user.click(within(dialog).getByRole('tab', { name: 'Preview' }));
    // The parser loads with the first preview.
    expect(await within(dialog).findByRole('heading', { name: 'Setup' }, { timeout: 5_000 })).toBeInTheDocument();
    expect(within(dialog).getByText('inbox-zero').tagName).toBe('CODE');
    expect(dialog.querySelector('[data-markdown] script')).toBeNull();
    expect(description).not.toBeVisible();
    await user.click(within(dialog).getByRole('tab', { name: 'Write' }));
    expect(description).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await bodiesSent(`PATCH ${detailPath}`)).toEqual([
      { description: '## Setup\n\nRun `inbox-zero` <script>alert(1)</script>' },
    ]);
  });

  it("shows the server's refusal under the field it names, not in a toast", async () => {
    const refusal = 'Title must be at most 120 characters';
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch(detailPath, () => apiError(400, refusal, { code: 'VALIDATION_FAILED', fields: { title: refusal } })),
    );
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText('Title'), ' Pro');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByText('Update Failed')).not.toBeInTheDocument();
  });

  it('sends videoUrl null to remove the video', async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch(detailPath, () => HttpResponse.json(testListing({ ...detail, videoUrl: null }))),
      http.get('/api/analytics/seller/seller-1', () => HttpResponse.json({})),
    );
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('radio', { name: 'Remove video' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Listing Updated')).toBeInTheDocument();
    expect(await bodiesSent(`PATCH ${detailPath}`)).toEqual([{ videoUrl: null }]);
  });

  it('uploads a replacement video at once and sends its URL', async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.post('/api/upload-video', () =>
        HttpResponse.json({ videoUrl: '/api/videos/v2', videoFileName: 'new.webm', videoFileSize: 9 }, { status: 201 }),
      ),
      http.patch(detailPath, () => HttpResponse.json(testListing({ ...detail, videoUrl: '/api/videos/v2' }))),
      http.get('/api/analytics/seller/seller-1', () => HttpResponse.json({})),
    );
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('radio', { name: 'Replace video' }));
    expect(within(dialog).getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await user.upload(within(dialog).getByLabelText('New demo video'), new File(['v'], 'new.webm'));
    expect(await within(dialog).findByText('Uploaded: new.webm')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Listing Updated')).toBeInTheDocument();
    expect(await bodiesSent(`PATCH ${detailPath}`)).toEqual([{ videoUrl: '/api/videos/v2' }]);
  });

  it('allows at most five tags and disables the rest', async () => {
    server.use(http.get(detailPath, () => HttpResponse.json(detail)));
    const { user, dialog } = await openEditor();
    for (const tag of ['SEO', 'Analytics', 'Reporting']) {
      await user.click(within(dialog).getByRole('checkbox', { name: tag }));
    }
    expect(within(dialog).getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    const extra = within(dialog).getByRole('checkbox', { name: 'Customer Support' });
    expect(extra).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: 'SEO' })).toBeEnabled();
    // Unchecking one frees a slot again.
    await user.click(within(dialog).getByRole('checkbox', { name: 'SEO' }));
    expect(extra).toBeEnabled();
  });

  it("shows the server's message when the update fails", async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch(detailPath, () => apiError(403, 'You can only edit your own listings.')),
    );
    const { user, dialog } = await openEditor();
    await user.type(within(dialog).getByLabelText('Description'), ' Now weekly too.');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('You can only edit your own listings.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Listing' })).toBeInTheDocument();
  });

  it('falls back to its own wording when the server gives no message', async () => {
    server.use(
      http.get(detailPath, () => HttpResponse.json(detail)),
      http.patch(detailPath, () => new HttpResponse('', { status: 500 })),
    );
    const { user, dialog } = await openEditor();
    await user.click(within(dialog).getByRole('switch', { name: 'Active' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Update Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to update listing.')).toBeInTheDocument();
  });
});
