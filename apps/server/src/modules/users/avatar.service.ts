import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import { limits, settingsMessages } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { FileTooLargeError, type Storage } from '../../storage';
import { NotAnImageError, readLimited, toAvatarWebp } from './avatar-image';
import { findUserById, updateUser } from './users.repo';

/** The uploaded file as the route hands it over: no HTTP types in the service. */
export type AvatarUpload = { fieldname: string; file: Readable };

const URL_PREFIX = '/api/avatars/';
/** The names we give avatars; the media route accepts nothing else. */
export const avatarFileName = /^[0-9a-f-]{36}\.webp$/;

const keyOfName = (name: string) => `avatars/${name}`;
/** Only pictures we stored have a key; a demo account's outside picture address has none. */
const keyOfUrl = (url: string | null) => {
  const name = url?.startsWith(URL_PREFIX) ? url.slice(URL_PREFIX.length) : undefined;
  return name && avatarFileName.test(name) ? keyOfName(name) : undefined;
};

const isTooLarge = (error: unknown) =>
  error instanceof FileTooLargeError || (error as { code?: string })?.code === 'FST_REQ_FILE_TOO_LARGE';

type Deps = { db: Database; storage: Storage; log?: Pick<FastifyBaseLogger, 'warn'> };

export const createAvatarService = ({ db, storage, log }: Deps) => {
  /** A file left behind costs disk space only; the account change has already happened. */
  const deleteQuietly = async (key: string | undefined) => {
    if (!key) return;
    await storage.delete(key).catch((error) => log?.warn({ err: error, key }, 'avatar file not deleted'));
  };

  return {
    uploadAvatar: async ({ userId, upload }: { userId: string; upload: AvatarUpload | undefined }) => {
      if (upload?.fieldname !== 'avatar') {
        upload?.file.resume();
        throw new AppError('BAD_REQUEST', {
          ...settingsMessages.invalidFileType,
          fields: { avatar: 'Choose an image to upload.' },
        });
      }
      let webp: Buffer;
      try {
        webp = await toAvatarWebp(await readLimited(upload.file, limits.avatarMaxBytes));
      } catch (error) {
        upload.file.resume();
        if (isTooLarge(error)) throw new AppError('PAYLOAD_TOO_LARGE', settingsMessages.fileTooLarge);
        if (error instanceof NotAnImageError) {
          throw new AppError('UNSUPPORTED_MEDIA_TYPE', {
            ...settingsMessages.invalidFileType,
            fields: { avatar: error.message },
          });
        }
        throw error;
      }
      const before = await findUserById(db, userId);
      if (!before) throw new AppError('UNAUTHORIZED');
      const name = `${randomUUID()}.webp`;
      await storage.put(keyOfName(name), Readable.from([webp]), {
        maxBytes: limits.avatarMaxBytes,
        contentType: 'image/webp',
      });
      const avatarUrl = `${URL_PREFIX}${name}`;
      try {
        await updateUser(db, userId, { image: avatarUrl });
      } catch (error) {
        await deleteQuietly(keyOfName(name));
        throw error;
      }
      await deleteQuietly(keyOfUrl(before.image));
      return { avatarUrl };
    },

    removeAvatar: async ({ userId }: { userId: string }) => {
      const before = await findUserById(db, userId);
      if (!before) throw new AppError('UNAUTHORIZED');
      await updateUser(db, userId, { image: null });
      await deleteQuietly(keyOfUrl(before.image));
    },

    /** A stored avatar for the media route, or undefined. */
    openAvatar: async (name: string) => (avatarFileName.test(name) ? storage.get(keyOfName(name)) : undefined),

    /** For account deletion, after its transaction commits. */
    deleteAvatarFileOf: (imageUrl: string | null) => deleteQuietly(keyOfUrl(imageUrl)),
  };
};

export type AvatarService = ReturnType<typeof createAvatarService>;
