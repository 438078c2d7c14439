import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { uploadInterruptedMessage } from '@/lib/api-client';
import { apiError, requestsSent, server } from '@/test/api-server';
import { testListing } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { answerUploads, isFile } from '@/test/uploads';
import { CreateListingForm } from './create-listing-form';

afterEach(() => {
  resetToasts();
});

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, size?: number) => {
  const f = new File(['{"name":"agent"}'], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

const renderForm = () => {
  const beforeCreate = vi.fn(async () => {});
  const onCreated = vi.fn();
  renderWithApp(<CreateListingForm beforeCreate={beforeCreate} onCreated={onCreated} onCancel={() => {}} />);
  return { beforeCreate, onCreated };
};

const fillValidForm = async (u: ReturnType<typeof user>) => {
  await u.upload(screen.getByLabelText('Agent file'), file('agent.json'));
  await u.type(screen.getByLabelText('Title'), 'Inbox Zero');
  await u.type(screen.getByLabelText('Description'), 'Sorts your inbox every morning.');
  await u.selectOptions(screen.getByLabelText('Platform'), 'claude');
  await u.selectOptions(screen.getByLabelText('Use case'), 'productivity');
  await u.type(screen.getByLabelText('Price (USD)'), '19.5');
};

describe('CreateListingForm', () => {
  it('reports the missing file and each field rule, and sends nothing', async () => {
    renderForm();
    await user().click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Agent File Required')).toBeInTheDocument();
    expect(screen.getByText('Please upload your agent or workflow file.')).toBeInTheDocument();
    expect(screen.getByText('Title is required')).toBeInTheDocument();
    expect(screen.getByText('Description must be at least 10 characters')).toBeInTheDocument();
    expect(screen.getByText('Price must be at least $0.01')).toBeInTheDocument();
    expect(screen.getByText('Platform is required')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('refuses an agent file of another type', async () => {
    renderForm();
    await user().upload(screen.getByLabelText('Agent file'), file('notes.txt'));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    expect(screen.getByText('Please upload a .json, .zip, .py, .yaml, or .yml file.')).toBeInTheDocument();
  });

  it('refuses a video of another type or of 50MB and more', async () => {
    renderForm();
    await user().upload(screen.getByLabelText('Demo video (optional)'), file('demo.avi'));
    expect(await screen.findByText('Please upload an MP4, MOV, or WebM video file.')).toBeInTheDocument();
    await user().upload(screen.getByLabelText('Demo video (optional)'), file('demo.mp4', 52_428_800));
    expect(await screen.findByText('Video file must be under 50MB.')).toBeInTheDocument();
  });

  it('keeps at most five tags: the sixth cannot be picked', async () => {
    renderForm();
    const u = user();
    for (const tag of ['SEO', 'Analytics', 'Research', 'Translation', 'Reporting']) {
      await u.click(screen.getByRole('checkbox', { name: tag }));
    }
    expect(screen.getAllByRole('checkbox', { checked: true })).toHaveLength(5);
    expect(screen.getByRole('checkbox', { name: 'Automation' })).toBeDisabled();
    expect(screen.getByText('(5/5)')).toBeInTheDocument();
  });

  it('runs beforeCreate, then posts the multipart form with a JSON tag list', async () => {
    const forms = answerUploads('/api/listings', () => HttpResponse.json(testListing(), { status: 201 }));
    const { beforeCreate, onCreated } = renderForm();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole('checkbox', { name: 'SEO' }));
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));

    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(beforeCreate).toHaveBeenCalledTimes(1);
    expect(forms).toHaveLength(1);
    const body = forms[0]!;
    expect(isFile(body.get('agentFile'))).toBe(true);
    expect(body.get('tags')).toBe('["SEO"]');
    expect(body.get('price')).toBe('19.50');
    expect(body.get('platform')).toBe('claude');
    // No version given: none is sent, and the server makes the first one 1.0.0.
    expect(body.has('version')).toBe(false);
    expect(await screen.findByText('Listing Created Successfully!')).toBeInTheDocument();
  });

  it('offers a Version field (1.0.0 when empty), refuses a range under it, and sends a valid one', async () => {
    const forms = answerUploads('/api/listings', () => HttpResponse.json(testListing(), { status: 201 }));
    const { onCreated } = renderForm();
    const u = user();
    expect(screen.getByLabelText('Version')).toHaveAttribute('placeholder', '1.0.0');
    await fillValidForm(u);
    await u.type(screen.getByLabelText('Version'), '~1.2');
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Use a version like 1.2.0')).toBeInTheDocument();
    expect(screen.getByLabelText('Version')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsSent()).toEqual([]);
    await u.clear(screen.getByLabelText('Version'));
    await u.type(screen.getByLabelText('Version'), '2.0.0-beta.1');
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(
      await screen.findByText('The first version cannot be a prerelease. Use a version like 1.0.0.'),
    ).toBeVisible();
    expect(requestsSent()).toEqual([]);
    await u.clear(screen.getByLabelText('Version'));
    await u.type(screen.getByLabelText('Version'), '2.0.0');
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    await waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(forms[0]!.get('version')).toBe('2.0.0');
  });

  it('shows the server’s message when creating fails', async () => {
    server.use(http.post('/api/listings', () => apiError(415, 'This is not a valid JSON file.')));
    const { onCreated } = renderForm();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Error Creating Listing')).toBeInTheDocument();
    expect(screen.getByText('This is not a valid JSON file.')).toBeInTheDocument();
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('is ready to publish again when the connection closes before an answer', async () => {
    server.use(http.post('/api/listings', () => HttpResponse.error()));
    const { onCreated } = renderForm();
    const u = user();
    await fillValidForm(u);
    await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
    expect(await screen.findByText('Error Creating Listing')).toBeInTheDocument();
    expect(screen.getByText(uploadInterruptedMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish Listing' })).toBeEnabled();
    expect(onCreated).not.toHaveBeenCalled();
  });
});
