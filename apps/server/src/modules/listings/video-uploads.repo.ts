import { and, count, eq, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { listings, videoUploads } from '../../db/schema';

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

/**
 * A video no listing of its owner shows. Only the owner can attach an upload (ownVideo in
 * listing-use-case.ts), so the owner's listings, found by their index, are the ones to look at.
 */
const isUnattached = sql`not exists (select 1 from ${listings} l where l.user_id = ${videoUploads.userId} and l.video_key = ${videoUploads.key})`;

export const countUnattachedVideoUploads = async (db: DbOrTx, userId: string) => {
  const [row] = await db
    .select({ n: count() })
    .from(videoUploads)
    .where(and(eq(videoUploads.userId, userId), isUnattached));
  return row?.n ?? 0;
};

/** Deletes the rows of videos uploaded before `before` that no listing shows; their storage keys. */
export const deleteUnattachedVideoUploads = async (db: DbOrTx, before: Date) => {
  const rows = await db
    .delete(videoUploads)
    .where(and(lt(videoUploads.createdAt, before), isUnattached))
    .returning({ key: videoUploads.key });
  return rows.map((r) => r.key);
};
