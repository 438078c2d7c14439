import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { uploadInterruptedMessage } from '@/lib/api-client';
import { apiError, requestsSent, server } from '@/test/api-server';
import { testListing } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { answerUploads, isFile } from '@/test/uploads';
import { UploadAgentDialog } from './upload-agent-dialog';

afterEach(() => {
  resetToasts();
});
// jsdom makes no object URLs; the image previews only need a string.
beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, size?: number) => {
  const f = new File(['print("hi")'], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
const uploadedVideo = (videoFileName: string) =>
  HttpResponse.json({ videoUrl: '/api/videos/v1', videoFileName, videoFileSize: 9 }, { status: 201 });

const renderDialog = () => {
  const onOpenChange = vi.fn();
  renderWithApp(<UploadAgentDialog open onOpenChange={onOpenChange} />);
  return { onOpenChange };
};

describe('UploadAgentDialog', () => {
  it('asks for every required field and the file', async () => {
    renderDialog();
    await user().type(screen.getByLabelText('Title'), 'Only a title');
    await user().click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Missing Required Fields')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields and upload a file.')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);
  });

  it('accepts .txt but refuses other types and files of 10MB or more', async () => {
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.exe'));
    expect(await screen.findByText('Invalid File Type')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py', 10 * 1024 * 1024));
    expect(await screen.findByText('File Too Large')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Agent file'), file('prompt.txt'));
    expect(screen.getByText('prompt.txt')).toBeInTheDocument();
  });

  it('shows FREE for a price of 0', async () => {
    renderDialog();
    await user().type(screen.getByLabelText(/Price/), '0');
    expect(screen.getByText('FREE')).toBeInTheDocument();
  });

  it('refuses a wrong video at once and uploads a valid one as soon as it is chosen', async () => {
    const videoForms = answerUploads('/api/upload-video', () => uploadedVideo('demo.webm'));
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.gif'));
    expect(await screen.findByText('Invalid video format')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.webm', 52_428_800));
    expect(await screen.findByText('Video file too large')).toBeInTheDocument();
    expect(requestsSent()).toEqual([]);

    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.webm'));
    expect(await screen.findByText('Video uploaded successfully')).toBeInTheDocument();
    expect(videoForms).toHaveLength(1);
    expect(isFile(videoForms[0]!.get('video'))).toBe(true);
  });

  it('lets the page turn seller mode on before the video is stored (only sellers may store one)', async () => {
    const order: string[] = [];
    answerUploads('/api/upload-video', () => {
      order.push('upload');
      return uploadedVideo('demo.mp4');
    });
    const beforeUpload = vi.fn(async () => {
      order.push('seller mode');
    });
    renderWithApp(<UploadAgentDialog open onOpenChange={vi.fn()} beforeUpload={beforeUpload} />);
    await user().upload(screen.getByLabelText('Demo video (optional)'), file('demo.mp4'));
    expect(await screen.findByText('Video uploaded successfully')).toBeInTheDocument();
    expect(order).toEqual(['seller mode', 'upload']);
  });

  it('sends the file, comma-separated tags and the uploaded video, then resets and closes', async () => {
    answerUploads('/api/upload-video', () => uploadedVideo('demo.mp4'));
    const listingForms = answerUploads('/api/listings', () => HttpResponse.json(testListing(), { status: 201 }));
    const { onOpenChange } = renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.mp4'));
    await screen.findByText('Uploaded');
    await u.type(screen.getByLabelText('Title'), 'Py helper');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '5');
    await u.type(screen.getByLabelText('Description'), 'Cleans CSV files.');
    await u.type(screen.getByLabelText('Tags'), 'SEO, Analytics');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));

    expect(await screen.findByText('Agent Uploaded Successfully!')).toBeInTheDocument();
    expect(listingForms).toHaveLength(1);
    const body = listingForms[0]!;
    expect(isFile(body.get('file'))).toBe(true);
    expect(body.get('tags')).toBe('SEO, Analytics');
    expect(body.get('price')).toBe('5.00');
    expect(body.get('videoUrl')).toBe('/api/videos/v1');
    expect(body.get('videoFileSize')).toBe('9');
    // No version given: none is sent, and the server makes the first one 1.0.0.
    expect(body.has('version')).toBe(false);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('offers a Version field (1.0.0 when empty), refuses a range under it, and sends a valid one', async () => {
    const listingForms = answerUploads('/api/listings', () => HttpResponse.json(testListing(), { status: 201 }));
    renderDialog();
    const u = user();
    expect(screen.getByLabelText('Version')).toHaveAttribute('placeholder', '1.0.0');
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'Versioned');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '5');
    await u.type(screen.getByLabelText('Description'), 'Cleans CSV files.');
    await u.type(screen.getByLabelText('Version'), '^2.0');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Use a version like 1.2.0')).toBeInTheDocument();
    expect(screen.getByLabelText('Version')).toHaveAttribute('aria-invalid', 'true');
    expect(requestsSent()).toEqual([]);
    await u.clear(screen.getByLabelText('Version'));
    await u.type(screen.getByLabelText('Version'), '1.0.0-rc.1');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(
      await screen.findByText('The first version cannot be a prerelease. Use a version like 1.0.0.'),
    ).toBeVisible();
    expect(requestsSent()).toEqual([]);
    await u.clear(screen.getByLabelText('Version'));
    await u.type(screen.getByLabelText('Version'), 'v0.9.0');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Agent Uploaded Successfully!')).toBeInTheDocument();
    expect(listingForms[0]!.get('version')).toBe('v0.9.0');
  });

  it('shows a refused title under the field, without a toast', async () => {
    const message = 'Names cannot contain “agentsy”.';
    server.use(
      http.post('/api/listings', () => apiError(422, message, { code: 'NAME_RESERVED', fields: { title: message } })),
    );
    const { onOpenChange } = renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'Agentsy Helper');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '0');
    await u.type(screen.getByLabelText('Description'), 'D');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    await waitFor(() => expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(message));
    expect(screen.queryByText('Upload Failed')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('once stored, shows what the page passes in for the file’s check instead of closing', async () => {
    answerUploads('/api/listings', () => HttpResponse.json(testListing({ id: 'listing-7' }), { status: 201 }));
    const onOpenChange = vi.fn();
    renderWithApp(
      <UploadAgentDialog
        open
        onOpenChange={onOpenChange}
        renderCheck={(listingId) => <p>Checking the file of {listingId}</p>}
      />,
    );
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'Py helper');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '5');
    await u.type(screen.getByLabelText('Description'), 'Cleans CSV files.');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Checking the file of listing-7')).toBeInTheDocument();
    expect(screen.queryByLabelText('Title')).toBeNull();
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
  });

  it('says Upload Failed when the server refuses', async () => {
    server.use(http.post('/api/listings', () => apiError(500, 'nope')));
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'T');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '0');
    await u.type(screen.getByLabelText('Description'), 'D');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('Failed to upload agent. Please try again.')).toBeInTheDocument();
  });

  it("shows the server's refusal of a video at once and is ready for another file", async () => {
    server.use(
      http.post('/api/upload-video', () =>
        apiError(415, 'Please upload an MP4, MOV, or WebM video file.', { title: 'Invalid Video Type' }),
      ),
    );
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.mp4'));
    expect(await screen.findByText('Error uploading video')).toBeInTheDocument();
    expect(screen.getByText('Please upload an MP4, MOV, or WebM video file.')).toBeInTheDocument();
    expect(screen.queryByText('Uploading...')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeEnabled();
  });

  it('says the upload stopped when the connection closes before an answer', async () => {
    server.use(http.post('/api/upload-video', () => HttpResponse.error()));
    renderDialog();
    await user().upload(screen.getByLabelText('Demo video (optional)'), file('demo.mp4'));
    expect(await screen.findByText('Error uploading video')).toBeInTheDocument();
    expect(screen.getByText(uploadInterruptedMessage)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeEnabled();
  });

  it("gives the server's reason when it refuses the agent file", async () => {
    server.use(http.post('/api/listings', () => apiError(415, 'This is not a valid JSON file.')));
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'T');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '0');
    await u.type(screen.getByLabelText('Description'), 'D');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
    expect(await screen.findByText('Upload Failed')).toBeInTheDocument();
    expect(screen.getByText('This is not a valid JSON file.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeEnabled();
  });
});

describe('UploadAgentDialog upload progress', () => {
  it('shows the demo video on its way with a Cancel that stops it and forgets the file', async () => {
    server.use(
      http.post('/api/upload-video', async () => {
        // Never answers: the video is still on its way when it is cancelled.
        await new Promise(() => {});
        return uploadedVideo('demo.webm');
      }),
    );
    renderDialog();
    await user().upload(screen.getByLabelText('Demo video (optional)'), file('demo.webm'));
    expect(await screen.findByRole('progressbar', { name: 'Uploading demo video' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeDisabled();

    await user().click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(screen.queryByText('demo.webm')).not.toBeInTheDocument();
    expect(screen.queryByText('Error uploading video')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeEnabled();
  });

  const fillForImages = async (u: ReturnType<typeof user>) => {
    await u.upload(screen.getByLabelText('Agent file'), file('agent.py'));
    await u.type(screen.getByLabelText('Title'), 'Py helper');
    await u.selectOptions(screen.getByLabelText('Platform'), 'python');
    await u.type(screen.getByLabelText(/Price/), '5');
    await u.type(screen.getByLabelText('Description'), 'Cleans CSV files.');
    await u.upload(screen.getByLabelText('Add images'), [
      new File(['png'], 'cover.png', { type: 'image/png' }),
      new File(['jpg'], 'table.jpg', { type: 'image/jpeg' }),
    ]);
    await u.type(screen.getByLabelText('Alt text for image 1 (cover)'), 'A cleaned table');
    await u.click(screen.getByRole('button', { name: 'Upload Agent' }));
  };

  it('sends the chosen images once the listing exists, cover first, then closes', async () => {
    const listing = testListing();
    answerUploads('/api/listings', () => HttpResponse.json(listing, { status: 201 }));
    const imageForms = answerUploads(`/api/listings/${listing.id}/images`, () =>
      HttpResponse.json({ images: [] }, { status: 201 }),
    );
    const { onOpenChange } = renderDialog();
    const u = user();
    await fillForImages(u);
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(imageForms.map((f) => f.get('alt'))).toEqual(['A cleaned table', '']);
    expect(screen.queryByLabelText('Alt text for image 1 (cover)')).toBeNull();
  });

  it('shows each image on its way with a Cancel that stops the rest and keeps the listing', async () => {
    const listing = testListing();
    answerUploads('/api/listings', () => HttpResponse.json(listing, { status: 201 }));
    server.use(
      http.post(`/api/listings/${listing.id}/images`, async () => {
        // Never answers: the cover is still on its way when it is cancelled.
        await new Promise(() => {});
        return HttpResponse.json({ images: [] }, { status: 201 });
      }),
    );
    const { onOpenChange } = renderDialog();
    const u = user();
    await fillForImages(u);
    expect(await screen.findByRole('progressbar', { name: 'Uploading image 1 of 2' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload Agent' })).toBeDisabled();
    await u.click(screen.getByRole('button', { name: 'Cancel upload' }));
    expect(await screen.findByText('Upload cancelled')).toBeInTheDocument();
    expect(
      screen.getByText('Your listing was created; add the remaining images from Edit Listing.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(requestsSent(`POST /api/listings/${listing.id}/images`)).toHaveLength(1);
  });
});
