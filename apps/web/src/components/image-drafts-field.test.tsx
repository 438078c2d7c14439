import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { renderWithApp } from '@/test/render';
import { type ImageDraft, ImageDraftsField } from './image-drafts-field';
import { resetToasts } from './ui/use-toast';

// jsdom makes no object URLs; the previews only need a string.
beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => resetToasts());

const png = (name: string, size?: number) => {
  const f = new File(['png'], name, { type: 'image/png' });
  if (size !== undefined) Object.defineProperty(f, 'size', { value: size });
  return f;
};

let latest: ImageDraft[] = [];
const Field = () => {
  const [drafts, setDrafts] = useState<ImageDraft[]>([]);
  latest = drafts;
  return <ImageDraftsField id="images" drafts={drafts} onChange={setDrafts} />;
};

describe('ImageDraftsField', () => {
  it('keeps chosen images in order with alt text; the first is the cover, and they move and go', async () => {
    const user = userEvent.setup();
    renderWithApp(<Field />);
    await user.upload(screen.getByLabelText('Add images'), [png('inbox.png'), png('settings.png')]);
    expect(screen.getByText('2 of 8. The first is the cover. JPEG, PNG, WebP or GIF, under 10MB.')).toBeVisible();
    await user.type(screen.getByLabelText('Alt text for image 1 (cover)'), 'The inbox');
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move image 2 earlier' }).focus();
    await user.keyboard('{Enter}');
    expect(latest.map((d) => [d.file.name, d.alt])).toEqual([
      ['settings.png', ''],
      ['inbox.png', 'The inbox'],
    ]);
    expect(screen.getByLabelText('Alt text for image 2')).toHaveValue('The inbox');
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    expect(latest.map((d) => d.file.name)).toEqual(['inbox.png']);
    expect(screen.getByLabelText('Alt text for image 1 (cover)')).toHaveValue('The inbox');
  });

  it('refuses a file that is not an image, or of more than 10MB, at once', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithApp(<Field />);
    await user.upload(screen.getByLabelText('Add images'), [
      new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }),
      png('huge.png', 10 * 1024 * 1024 + 1),
      png('fine.png'),
    ]);
    expect(await screen.findByText('Invalid File Type')).toBeVisible();
    expect(
      screen.getByText(
        'logo.svg: Please choose a JPEG, PNG, WebP or GIF image. huge.png: Please choose an image smaller than 10MB.',
      ),
    ).toBeVisible();
    expect(latest.map((d) => d.file.name)).toEqual(['fine.png']);
  });

  it('takes at most 8 and then offers no more', async () => {
    const user = userEvent.setup();
    renderWithApp(<Field />);
    await user.upload(
      screen.getByLabelText('Add images'),
      Array.from({ length: 9 }, (_, i) => png(`shot-${i + 1}.png`)),
    );
    expect(await screen.findByText('A listing can have at most 8 images.')).toBeVisible();
    expect(latest).toHaveLength(8);
    expect(latest.at(-1)!.file.name).toBe('shot-8.png');
    expect(screen.queryByLabelText('Add images')).toBeNull();
  });
});
