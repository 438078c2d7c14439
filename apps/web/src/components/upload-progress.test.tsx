import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { apiUpload, contract } from '@/lib/api-client';
import type { UploadProgress } from '@/lib/upload-request';
import type { UploadTracker } from '@/lib/use-upload-progress';
import { server } from '@/test/api-server';
import { UploadProgressBar } from './upload-progress';

const trackerAt = (progress: UploadProgress | null): UploadTracker => ({
  progress,
  send: (run) => run({}),
  cancel: () => {},
});

describe('UploadProgressBar', () => {
  it('shows the percentage and the bytes sent, as a named progress bar', () => {
    render(
      <UploadProgressBar
        upload={trackerAt({ loaded: 4.2 * 1024 * 1024, total: 10 * 1024 * 1024 })}
        label="Uploading demo video"
      />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Uploading demo video' });
    expect(bar).toHaveAttribute('aria-valuenow', '42');
    expect(bar).toHaveAttribute('aria-valuetext', '42%, 4.2 MB of 10.0 MB');
    expect(screen.getByText('42% · 4.2 MB of 10.0 MB')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Cancel upload' })).toHaveTextContent('Cancel');
  });

  it('shows nothing while no upload runs', () => {
    const { container } = render(<UploadProgressBar upload={trackerAt(null)} label="Uploading" />);
    expect(container).toBeEmptyDOMElement();
  });
});

describe('apiUpload', () => {
  it('reports the bytes of the form as they are sent', async () => {
    server.use(http.post('/api/users/avatar', () => HttpResponse.json({ avatarUrl: '/api/avatars/a.webp' })));
    const seen: UploadProgress[] = [];
    const form = new FormData();
    form.append('avatar', new File(['png bytes'], 'me.png', { type: 'image/png' }));
    const answer = await apiUpload('/api/users/avatar', form, {
      response: contract('avatarResponseSchema'),
      onProgress: (progress) => seen.push(progress),
    });
    expect(answer).toEqual({ avatarUrl: '/api/avatars/a.webp' });
    const last = seen.at(-1)!;
    expect(last.total).toBeGreaterThan(0);
    expect(last.loaded).toBe(last.total);
  });
});
