import type { ListingImage } from '@agentsy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, requestsSent } from '@/test/api-server';
import { testListing } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { answerUploads, isFile } from '@/test/uploads';
import { CreateListingForm } from './create-listing-form';

// jsdom makes no object URLs; the previews only need a string.
beforeAll(() => {
  URL.createObjectURL ??= () => 'blob:preview';
  URL.revokeObjectURL ??= () => {};
});
afterEach(() => resetToasts());

const listing = testListing();
const imagesPath = `/api/listings/${listing.id}/images`;
const png = (name: string) => new File(['png'], name, { type: 'image/png' });
const stored = (n: number): ListingImage => ({
  id: `img-${n}`,
  alt: '',
  width: 640,
  height: 360,
  urls: [{ width: 640, url: `/api/listing-images/img-${n}/640.webp` }],
});

const fillAndPickImages = async () => {
  const onCreated = vi.fn();
  renderWithApp(<CreateListingForm beforeCreate={async () => {}} onCreated={onCreated} onCancel={() => {}} />);
  const u = userEvent.setup({ applyAccept: false });
  await u.upload(screen.getByLabelText('Agent file'), new File(['{"name":"agent"}'], 'agent.json'));
  await u.type(screen.getByLabelText('Title'), 'Inbox Zero');
  await u.type(screen.getByLabelText('Description'), 'Sorts your inbox every morning.');
  await u.selectOptions(screen.getByLabelText('Platform'), 'claude');
  await u.selectOptions(screen.getByLabelText('Use case'), 'productivity');
  await u.type(screen.getByLabelText('Price (USD)'), '19.5');
  await u.upload(screen.getByLabelText('Add images'), [png('inbox.png'), png('settings.png')]);
  await u.type(screen.getByLabelText('Alt text for image 2'), ' The settings page ');
  await u.click(screen.getByRole('button', { name: 'Move image 2 earlier' }));
  await u.click(screen.getByRole('button', { name: 'Publish Listing' }));
  return { onCreated };
};

describe('CreateListingForm images', () => {
  it('creates the listing, then sends the images in their order with their alt text', async () => {
    const listingForms = answerUploads('/api/listings', () => HttpResponse.json(listing, { status: 201 }));
    let count = 0;
    const imageForms = answerUploads(imagesPath, () => {
      count += 1;
      return HttpResponse.json({ images: Array.from({ length: count }, (_, i) => stored(i + 1)) }, { status: 201 });
    });
    const { onCreated } = await fillAndPickImages();

    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(listing.id));
    expect(listingForms).toHaveLength(1);
    expect(listingForms[0]!.has('image')).toBe(false);
    expect(requestsSent().filter((r) => r.startsWith('POST'))).toEqual([
      'POST /api/listings',
      `POST ${imagesPath}`,
      `POST ${imagesPath}`,
    ]);
    // The second picked became the cover, so it goes first.
    expect(imageForms.map((f) => f.get('alt'))).toEqual(['The settings page', '']);
    expect(imageForms.every((f) => isFile(f.get('image')))).toBe(true);
    expect(screen.getByText('Listing Created Successfully!')).toBeInTheDocument();
  });

  it('says which image was refused and why, stops there, and still goes on with the created listing', async () => {
    answerUploads('/api/listings', () => HttpResponse.json(listing, { status: 201 }));
    const imageForms = answerUploads(imagesPath, () => apiError(415, 'Please choose a JPEG, PNG, WebP or GIF image.'));
    const { onCreated } = await fillAndPickImages();

    expect(await screen.findByText('Image not added')).toBeInTheDocument();
    expect(
      screen.getByText(
        'Image 1 of 2 (settings.png): Please choose a JPEG, PNG, WebP or GIF image. Your listing was created; add the remaining images from Edit Listing.',
      ),
    ).toBeInTheDocument();
    expect(imageForms).toHaveLength(1);
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(listing.id));
    expect(screen.queryByText('Error Creating Listing')).toBeNull();
  });
});
