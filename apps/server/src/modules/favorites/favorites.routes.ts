import { addFavoriteSchema, favoriteSchema, favoriteStateSchema } from '@agentsy/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser } from '../../plugins/session';
import type { FavoritesService } from './favorites.service';

export const registerFavoritesRoutes = (root: FastifyInstance, favorites: FavoritesService) => {
  const app = root.withTypeProvider<ZodTypeProvider>();

  app.get('/api/favorites', { schema: { response: { 200: z.array(favoriteSchema) } }, onRequest: requireUser }, (req) =>
    favorites.listFavorites(req.user.id),
  );

  app.post(
    '/api/favorites',
    { schema: { body: addFavoriteSchema, response: { 200: favoriteStateSchema } }, onRequest: requireUser },
    (req) => favorites.addFavorite({ userId: req.user.id, listingId: req.body.listingId }),
  );

  app.delete(
    '/api/favorites/:listingId',
    {
      schema: { params: z.object({ listingId: z.string() }), response: { 200: favoriteStateSchema } },
      onRequest: requireUser,
    },
    (req) => favorites.removeFavorite({ userId: req.user.id, listingId: req.params.listingId }),
  );
};
