import { listingImagesResponseSchema } from '@agentsy/contracts';
import { listingImageLimits, updateListingImagesSchema } from '@agentsy/contracts/listing-image-rules';
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error';
import { requireUser } from '../../plugins/session';
import { partsOfImageForm } from '../../plugins/upload-parts';
import type { createListingImages } from './listing-images';

type ListingImages = ReturnType<typeof createListingImages>;

const idParams = z.object({ id: z.string().max(64) });
const imageParams = z.object({ id: z.string().max(64), imageId: z.string().max(64) });
const fileParams = z.object({ imageId: z.string().max(64), file: z.string().max(20) });
const response = { 200: listingImagesResponseSchema };

/** A listing's images (docs/product.md, Listing images): the seller's three calls and the files. */
export const registerListingImagesRoutes = (root: FastifyInstance, images: ListingImages) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.patch(
    '/api/listings/:id/images',
    { schema: { params: idParams, body: updateListingImagesSchema, response }, onRequest: requireUser },
    (req) => images.updateListingImages({ userId: req.user.id, listingId: req.params.id, patch: req.body }),
  );

  app.delete(
    '/api/listings/:id/images/:imageId',
    { schema: { params: imageParams, response }, onRequest: requireUser },
    (req) => images.deleteListingImage({ userId: req.user.id, listingId: req.params.id, imageId: req.params.imageId }),
  );

  /** Every image has an id of its own and is never rewritten, so its files may be cached for good. */
  app.get(
    '/api/listing-images/:imageId/:file',
    { schema: { params: fileParams }, compress: false },
    async (req, reply) => {
      const image = await images.openListingImage(req.params.imageId, req.params.file);
      if (!image) throw new AppError('NOT_FOUND', { message: 'Image not found.' });
      return reply
        .type('image/webp')
        .header('content-length', image.size)
        .header('cache-control', 'public, max-age=31536000, immutable')
        .send(image.stream);
    },
  );

  // Only the upload route parses multipart bodies, in its own scope (as the other uploads do).
  root.register(async (scope) => {
    await scope.register(multipart, { limits: { files: 1, fields: 5, fieldSize: 1000 } });
    scope
      .withTypeProvider<ZodTypeProvider>()
      .post(
        '/api/listings/:id/images',
        { schema: { params: idParams, response: { 201: listingImagesResponseSchema } }, onRequest: requireUser },
        async (req, reply) =>
          reply.status(201).send(
            await images.addListingImage({
              userId: req.user.id,
              listingId: req.params.id,
              parts: partsOfImageForm(req, listingImageLimits.maxBytes),
            }),
          ),
      );
  });
};
