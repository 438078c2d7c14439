import type { ListingImage } from '@agentsy/contracts';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it } from 'vitest';
import { resetToasts } from '@/components/ui/use-toast';
import { apiError, bodiesSent, requestsSent, server } from '@/test/api-server';
import { testListingDetail } from '@/test/listings';
import { renderWithApp } from '@/test/render';
import { ListingImagesEditor } from './listing-images-editor';

afterEach(() => resetToasts());

const id = '00000000-0000-4000-8000-00000000beef';
const imagesPath = `/api/listings/${id}/images`;
const image = (n: number, alt = ''): ListingImage => ({
  id: `img-${n}`,
  alt,
  width: 640,
  height: 360,
  urls: [{ width: 640, url: `/api/listing-images/img-${n}/640.webp` }],
});

/** The listing answers with `images` until a change answers with new ones. */
const serve = (initial: ListingImage[]) => {
  let images = initial;
  server.use(
    http.get(`/api/listings/${id}`, () => HttpResponse.json(testListingDetail({ id, images }))),
    http.patch(imagesPath, async ({ request }) => {
      const { order, alt } = (await request.json()) as { order?: string[]; alt?: Record<string, string> };
      if (order) images = order.map((i) => images.find((x) => x.id === i)!);
      if (alt) images = images.map((x) => (alt[x.id] === undefined ? x : { ...x, alt: alt[x.id]!.trim() }));
      return HttpResponse.json({ images });
    }),
    http.delete(`${imagesPath}/:imageId`, ({ params }) => {
      images = images.filter((x) => x.id !== params.imageId);
      return HttpResponse.json({ images });
    }),
    http.post(imagesPath, () => {
      images = [...images, image(images.length + 10)];
      return HttpResponse.json({ images }, { status: 201 });
    }),
  );
};

describe('ListingImagesEditor', () => {
  it('reorders with labelled buttons from the keyboard, and saves alt text on leaving the field', async () => {
    serve([image(1, 'Inbox'), image(2, 'Settings')]);
    const user = userEvent.setup();
    renderWithApp(<ListingImagesEditor listingId={id} />);
    expect(await screen.findByLabelText('Alt text for image 1 (cover)')).toHaveValue('Inbox');
    expect(screen.getByRole('button', { name: 'Move image 1 earlier' })).toBeDisabled();
    screen.getByRole('button', { name: 'Move image 2 earlier' }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByLabelText('Alt text for image 1 (cover)')).toHaveValue('Settings'));
    expect(await bodiesSent(`PATCH ${imagesPath}`)).toEqual([{ order: ['img-2', 'img-1'] }]);

    const alt = screen.getByLabelText('Alt text for image 2');
    await user.clear(alt);
    await user.type(alt, 'The inbox, sorted');
    await user.tab();
    await waitFor(async () =>
      expect((await bodiesSent(`PATCH ${imagesPath}`)).at(-1)).toEqual({ alt: { 'img-1': 'The inbox, sorted' } }),
    );
  });

  it('adds and deletes images', async () => {
    serve([image(1)]);
    const user = userEvent.setup();
    renderWithApp(<ListingImagesEditor listingId={id} />);
    await user.upload(
      await screen.findByLabelText('Add an image'),
      new File(['png'], 'shot.png', { type: 'image/png' }),
    );
    await screen.findByLabelText('Alt text for image 2');
    expect(requestsSent(`POST ${imagesPath}`)).toHaveLength(1);
    await user.click(screen.getByRole('button', { name: 'Delete image 1' }));
    await waitFor(() => expect(screen.queryByLabelText('Alt text for image 2')).toBeNull());
    expect(requestsSent(`DELETE ${imagesPath}/img-1`)).toHaveLength(1);
  });

  it('offers no upload at eight images', async () => {
    serve(Array.from({ length: 8 }, (_, i) => image(i + 1)));
    renderWithApp(<ListingImagesEditor listingId={id} />);
    expect(await screen.findByText(/8 of 8/)).toBeInTheDocument();
    expect(screen.queryByLabelText('Add an image')).toBeNull();
  });

  it("shows the server's refusal", async () => {
    serve([]);
    server.use(http.post(imagesPath, () => apiError(415, 'Please choose a JPEG, PNG, WebP or GIF image.')));
    const user = userEvent.setup();
    renderWithApp(<ListingImagesEditor listingId={id} />);
    await user.upload(
      await screen.findByLabelText('Add an image'),
      new File(['<svg/>'], 'a.png', { type: 'image/png' }),
    );
    expect(await screen.findByText('Please choose a JPEG, PNG, WebP or GIF image.')).toBeInTheDocument();
  });
});
