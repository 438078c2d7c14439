import { z } from 'zod';

/**
 * In-app notifications (spec part 3, section 8). Each kind has its own `data`; a later kind
 * (scan results, replies, questions, follows) adds one member to the union and nothing else.
 */
export const notificationKinds = [
  'version_published',
  'version_revoked',
  'version_blocked',
  'scan_finished',
  'model_deprecated',
  'model_shutdown_soon',
  'review_replied',
  'followed_seller_listed',
  'question_asked',
  'question_answered',
] as const;
export type NotificationKind = (typeof notificationKinds)[number];

export const notificationsPageSize = 20;

const common = {
  id: z.string(),
  /** Where the notification leads in the app. */
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
};

const listingFacts = { listingId: z.string(), listingTitle: z.string() };

const versionFacts = { listingId: z.string(), listingTitle: z.string(), version: z.string() };

/** A catalogue model the listing's current version targets; `replacement` is the successor's name. */
const modelFacts = {
  listingId: z.string(),
  listingTitle: z.string(),
  modelId: z.string(),
  modelName: z.string(),
  shutdownDate: z.string().nullable(),
  replacement: z.string().nullable(),
};

export const notificationSchema = z.discriminatedUnion('kind', [
  z.object({
    ...common,
    kind: z.literal('version_published'),
    data: z.object({ ...versionFacts, changelog: z.string() }),
  }),
  z.object({
    ...common,
    kind: z.literal('version_revoked'),
    data: z.object({ ...versionFacts, reason: z.string() }),
  }),
  /** A published version a later scan blocked: to its past downloaders and its seller. */
  z.object({
    ...common,
    kind: z.literal('version_blocked'),
    data: z.object({ ...versionFacts, reason: z.string() }),
  }),
  /** The seller's own upload was checked: `status` is the outcome (clean, flagged, blocked, error). */
  z.object({
    ...common,
    kind: z.literal('scan_finished'),
    data: z.object({ ...versionFacts, status: z.enum(['clean', 'flagged', 'blocked', 'error']) }),
  }),
  /** To the seller: a model their listing's current version targets was deprecated. */
  z.object({ ...common, kind: z.literal('model_deprecated'), data: z.object(modelFacts) }),
  /** To entitled buyers: a model the listing's current version targets shuts down within 30 days. */
  z.object({ ...common, kind: z.literal('model_shutdown_soon'), data: z.object(modelFacts) }),
  /** To the reviewer: the seller answered their review. */
  z.object({ ...common, kind: z.literal('review_replied'), data: z.object(listingFacts) }),
  /** To followers who keep "Sellers I follow" on: a seller they follow has a new agent out. */
  z.object({
    ...common,
    kind: z.literal('followed_seller_listed'),
    data: z.object({ ...listingFacts, sellerName: z.string() }),
  }),
  /** To the seller: someone asked about their listing; `content` is the question. */
  z.object({ ...common, kind: z.literal('question_asked'), data: z.object({ ...listingFacts, content: z.string() }) }),
  /** To the asker: the seller answered; `content` is the answer. */
  z.object({
    ...common,
    kind: z.literal('question_answered'),
    data: z.object({ ...listingFacts, content: z.string() }),
  }),
]);
export type Notification = z.infer<typeof notificationSchema>;
export type NotificationData<K extends NotificationKind> = Extract<Notification, { kind: K }>['data'];

/** GET /api/notifications?cursor= : newest first; `nextCursor` is null on the last page. */
export const notificationsQuerySchema = z.object({
  cursor: z
    .string()
    .regex(/^[1-9][0-9]{0,17}$/, 'This page cursor is not valid.')
    .optional(),
  limit: z.coerce.number().int().min(1).max(100).default(notificationsPageSize),
});
export type NotificationsQuery = z.infer<typeof notificationsQuerySchema>;

export const notificationPageSchema = z.object({
  items: z.array(notificationSchema),
  nextCursor: z.string().nullable(),
  unreadCount: z.number().int(),
});
export type NotificationPage = z.infer<typeof notificationPageSchema>;

export const notificationParamsSchema = z.object({ id: z.string() });

/** PATCH /api/notifications/:id/read and POST /api/notifications/read-all answer the new count. */
export const notificationReadResponseSchema = z.object({ unreadCount: z.number().int() });

export const notificationMessages = {
  notFound: 'Notification not found.',
} as const;

/** What the event stream (GET /api/events) carries when a notification arrives or counts change. */
export const notificationLiveEventSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('notification'), notification: notificationSchema, unreadCount: z.number().int() }),
  z.object({ type: z.literal('notifications_read'), unreadCount: z.number().int() }),
]);
export type NotificationLiveEvent = z.infer<typeof notificationLiveEventSchema>;
