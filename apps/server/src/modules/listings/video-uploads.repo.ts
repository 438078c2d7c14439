import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { videoUploads } from '../../db/schema';

export type VideoUploadRow = typeof videoUploads.$inferSelect;

export const videoUrlOf = (uploadId: string) => `/api/videos/${uploadId}`;

/** The upload id inside a video URL this server issued (relative or absolute). */
export const videoUploadIdOf = (videoUrl: string) =>
  /(?:^|\/)api\/videos\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(videoUrl.trim())?.[1];

export const insertVideoUpload = async (db: DbOrTx, values: typeof videoUploads.$inferInsert) => {
  const [row] = await db.insert(videoUploads).values(values).returning();
  return row!;
};

export const findVideoUpload = async (db: DbOrTx, id: string) => {
  const [row] = await db.select().from(videoUploads).where(eq(videoUploads.id, id)).limit(1);
  return row;
};

export const findOwnVideoUpload = async (db: DbOrTx, id: string, userId: string) => {
  const [row] = await db
    .select()
    .from(videoUploads)
    .where(and(eq(videoUploads.id, id), eq(videoUploads.userId, userId)))
    .limit(1);
  return row;
};
