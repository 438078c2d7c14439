import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { testListing } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { UploadAgentDialog } from './upload-agent-dialog';

const fetchMock = vi.fn<typeof fetch>();
vi.stubGlobal('fetch', fetchMock);
afterEach(() => {
  fetchMock.mockReset();
  resetToasts();
});

const user = () => userEvent.setup({ applyAccept: false });
const file = (name: string, size?: number) => {
  const f = new File(['print("hi")'], name);
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};
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
    expect(fetchMock).not.toHaveBeenCalled();
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
    fetchMock.mockResolvedValueOnce(
      Response.json({ videoUrl: '/api/videos/v1', videoFileName: 'demo.webm', videoFileSize: 9 }, { status: 201 }),
    );
    renderDialog();
    const u = user();
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.gif'));
    expect(await screen.findByText('Invalid video format')).toBeInTheDocument();
    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.webm', 52_428_800));
    expect(await screen.findByText('Video file too large')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    await u.upload(screen.getByLabelText('Demo video (optional)'), file('demo.webm'));
    expect(await screen.findByText('Video uploaded successfully')).toBeInTheDocument();
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/upload-video');
    expect((init!.body as FormData).get('video')).toBeInstanceOf(File);
  });

  it('sends the file, comma-separated tags and the uploaded video, then resets and closes', async () => {
    fetchMock
      .mockResolvedValueOnce(
        Response.json({ videoUrl: '/api/videos/v1', videoFileName: 'demo.mp4', videoFileSize: 9 }, { status: 201 }),
      )
      .mockResolvedValueOnce(Response.json(testListing(), { status: 201 }));
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
    const [url, init] = fetchMock.mock.calls[1]!;
    expect(url).toBe('/api/listings');
    const body = init!.body as FormData;
    expect(body.get('file')).toBeInstanceOf(File);
    expect(body.get('tags')).toBe('SEO, Analytics');
    expect(body.get('price')).toBe('5.00');
    expect(body.get('videoUrl')).toBe('/api/videos/v1');
    expect(body.get('videoFileSize')).toBe('9');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(screen.getByLabelText('Title')).toHaveValue('');
  });

  it('says Upload Failed when the server refuses', async () => {
    fetchMock.mockResolvedValue(new Response('{"message":"nope"}', { status: 500 }));
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
});
