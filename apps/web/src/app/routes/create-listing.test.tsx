import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, server } from '@/test/api-server';
import { testModels } from '@/test/releases';
import { renderWithApp, testUser } from '@/test/render';
import { answerUploads } from '@/test/uploads';
import { Component as CreateListing } from './create-listing';

afterEach(() => {
  resetToasts();
});

const seller = testUser({ sellerEnabled: true, roles: ['buyer', 'seller'], activeRole: 'seller' });
const user = () => userEvent.setup({ applyAccept: false });
const agentFile = () => new File(['{"name":"agent"}'], 'agent.json');
const refusal = 'targets[0].runtimes.python must be a version range such as >=1.2 <2, not “soon”.';

const answerModels = () => server.use(http.get('/api/models', () => HttpResponse.json(testModels)));
const refuseCompatibility = () =>
  answerUploads('/api/listings', () =>
    HttpResponse.json(
      { code: 'COMPATIBILITY_INVALID', message: refusal, fields: { compatibility: refusal } },
      { status: 422 },
    ),
  );

const renderPage = () => renderWithApp(<CreateListing />, { user: seller, path: '/create-listing' });

const fillPageForm = async (u: ReturnType<typeof user>) => {
  await u.upload(await screen.findByLabelText('Agent file'), agentFile());
  await u.type(screen.getByLabelText('Title'), 'Inbox Zero');
  await u.type(screen.getByLabelText('Description'), 'Sorts your inbox every morning.');
  await u.selectOptions(screen.getByLabelText('Platform'), 'python');
  await u.selectOptions(screen.getByLabelText('Use case'), 'productivity');
  await u.type(screen.getByLabelText('Price (USD)'), '19.5');
};

describe('compatibility on the create-listing page', () => {
  it('sends none when nothing was declared', async () => {
    answerModels();
    const forms = answerUploads('/api/listings', () =>
      HttpResponse.json({ message: 'Not a JSON file.' }, { status: 415 }),
    );
    renderPage();
    const u = user();
    const fields = await screen.findByRole('group', { name: 'Compatibility (optional)' });
    expect(within(fields).getByText('Choose a platform to declare models and runtimes.')).toBeInTheDocument();
    await fillPageForm(u);
    // The listing's platform is the target: no second platform field is asked.
    expect(within(fields).queryByRole('combobox')).toBeNull();
    await within(fields).findByRole('checkbox', { name: 'OpenAI GPT-5' });
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Error Creating Listing')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]!.has('compatibility')).toBe(false);
  });

  it('sends the models and ranges picked for the listing’s platform, and shows a refusal under them', async () => {
    answerModels();
    const forms = refuseCompatibility();
    renderPage();
    const u = user();
    await fillPageForm(u);
    const fields = screen.getByRole('group', { name: 'Compatibility (optional)' });
    // A retired model cannot be picked.
    await u.click(await within(fields).findByRole('checkbox', { name: 'OpenAI GPT-5' }));
    expect(within(fields).queryByRole('checkbox', { name: 'OpenAI GPT-4o' })).toBeNull();
    await u.type(within(fields).getByLabelText('Python version'), 'soon');
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await within(fields).findByText(refusal)).toBeInTheDocument();
    expect(fields).toHaveAccessibleDescription(refusal);
    expect(screen.queryByText('Error Creating Listing')).toBeNull();
    expect(JSON.parse(String(forms[0]!.get('compatibility')))).toEqual({
      targets: [{ platform: 'python', models: ['gpt-5'], runtimes: { python: 'soon' } }],
    });
  });
});

describe('compatibility in the quick upload dialog', () => {
  it('sends what was picked for the dialog’s platform and shows a refusal under the fields', async () => {
    answerModels();
    const forms = refuseCompatibility();
    renderPage();
    const u = user();
    await u.click(await screen.findByRole('button', { name: 'Quick upload' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upload New Agent' });
    await u.upload(within(dialog).getByLabelText('Agent file'), agentFile());
    await u.type(within(dialog).getByLabelText('Title'), 'Py helper');
    await u.selectOptions(within(dialog).getByLabelText('Platform'), 'python');
    await u.type(within(dialog).getByLabelText(/Price/), '5');
    await u.type(within(dialog).getByLabelText('Description'), 'Cleans CSV files.');
    const fields = within(dialog).getByRole('group', { name: 'Compatibility (optional)' });
    await u.click(await within(fields).findByRole('checkbox', { name: 'OpenAI GPT-5' }));
    await u.type(within(fields).getByLabelText('Node version'), '>=20');
    await u.click(within(dialog).getByRole('button', { name: 'Upload Agent' }));
    expect(await within(fields).findByText(refusal)).toBeInTheDocument();
    expect(fields).toHaveAccessibleDescription(refusal);
    expect(screen.queryByText('Upload Failed')).toBeNull();
    expect(JSON.parse(String(forms[0]!.get('compatibility')))).toEqual({
      targets: [{ platform: 'python', models: ['gpt-5'], runtimes: { node: '>=20' } }],
    });
  });

  it('sends none when nothing was declared, and forgets a declaration once closed', async () => {
    answerModels();
    const forms = answerUploads('/api/listings', () => apiError(415, 'Not a Python file.'));
    renderPage();
    const u = user();
    const open = async () => {
      await u.click(await screen.findByRole('button', { name: 'Quick upload' }));
      return screen.findByRole('dialog', { name: 'Upload New Agent' });
    };
    let dialog = await open();
    await u.selectOptions(within(dialog).getByLabelText('Platform'), 'python');
    await u.click(await within(dialog).findByRole('checkbox', { name: 'OpenAI GPT-5' }));
    await u.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    dialog = await open();
    await u.upload(within(dialog).getByLabelText('Agent file'), agentFile());
    await u.type(within(dialog).getByLabelText('Title'), 'Py helper');
    await u.selectOptions(within(dialog).getByLabelText('Platform'), 'python');
    await u.type(within(dialog).getByLabelText(/Price/), '5');
    await u.type(within(dialog).getByLabelText('Description'), 'Cleans CSV files.');
    expect(await within(dialog).findByRole('checkbox', { name: 'OpenAI GPT-5' })).not.toBeChecked();
    await u.click(within(dialog).getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(forms).toHaveLength(1);
    expect(forms[0]!.has('compatibility')).toBe(false);
  });
});
