import { z } from 'zod';
import { limits } from './constants';
import { conversationMessages } from './messages';
import { publicPersonSchema } from './people';

/** The participant id of the platform's side of a support conversation (docs/product.md#messages-and-support). */
export const ADMIN_SYSTEM_ID = 'admin-system';

export const messageContentSchema = z
  .string()
  .trim()
  .min(1, conversationMessages.empty)
  .max(limits.messageMax, `Messages can be at most ${limits.messageMax.toLocaleString('en-US')} characters.`);

/**
 * POST /api/conversations. The messages screen sends `{participantId, initialMessage}`, the
 * contact-seller dialog `{receiverId, content}`; both become `{participantId, content}`.
 */
export const startConversationSchema = z
  .object({
    participantId: z.string().trim().max(200).optional(),
    initialMessage: z.string().optional(),
    receiverId: z.string().trim().max(200).optional(),
    content: z.string().optional(),
  })
  .transform((body) => ({
    participantId: body.participantId || body.receiverId || '',
    content: body.initialMessage ?? body.content ?? '',
  }))
  .pipe(
    z.object({
      participantId: z.string().min(1, conversationMessages.participantRequired),
      content: messageContentSchema,
    }),
  );
export type StartConversation = z.input<typeof startConversationSchema>;

export const sendMessageSchema = z.object({ content: messageContentSchema });
export type SendMessage = z.input<typeof sendMessageSchema>;

/** Public fields of a conversation's participant; never the e-mail. */
export const participantSchema = publicPersonSchema;
export type Participant = z.infer<typeof participantSchema>;

/**
 * GET /api/people?name=: the people a signed-in user can start a conversation with whose name
 * starts with `name` (first, last, display or full name), at most `limits.peopleSearchMax`.
 */
export const peopleQuerySchema = z.object({
  name: z.string().trim().min(1, 'Type the start of a name.').max(50, 'Names are searched by at most 50 characters.'),
});
export type PeopleQuery = z.infer<typeof peopleQuerySchema>;

export const conversationSchema = z.object({
  id: z.string(),
  participantOne: z.string(),
  participantTwo: z.string(),
  lastMessageAt: z.string(),
});

export const messageSchema = z.object({
  id: z.string(),
  conversationId: z.string(),
  senderId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  readAt: z.string().nullable(),
  isFromAdmin: z.boolean(),
});
export type Message = z.infer<typeof messageSchema>;

/** GET /api/conversations item (docs/product.md#messages-and-support). A participant is null for `admin-system` or a removed account. */
export const conversationItemSchema = z.object({
  conversation: conversationSchema,
  participantOne: participantSchema.nullable(),
  participantTwo: participantSchema.nullable(),
  unreadCount: z.number().int(),
  lastMessage: z.object({ content: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
});
export type ConversationItem = z.infer<typeof conversationItemSchema>;

/** GET /api/conversations/:id/messages item (docs/product.md#messages-and-support); `sender` is null for the Support Team. */
export const messageItemSchema = z.object({ message: messageSchema, sender: participantSchema.nullable() });
export type MessageItem = z.infer<typeof messageItemSchema>;

export const startConversationResponseSchema = z.object({ id: z.string(), conversation: conversationSchema });
export const unreadCountSchema = z.object({ count: z.number().int() });
export const markReadResponseSchema = z.object({
  conversationId: z.string(),
  readAt: z.string(),
  marked: z.number().int(),
});

/** GET /api/users/:id/reply-time: null until the seller has answered enough conversations. */
export const replyTimeSchema = z.object({
  medianMinutes: z.number().nullable(),
  answeredConversations: z.number().int(),
});
export type ReplyTime = z.infer<typeof replyTimeSchema>;

/**
 * What `GET /api/events` streams to a user: a new message in one of their conversations, or the
 * other side (or another tab) having read one. Each carries the user's unread count after it.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('message'),
    conversationId: z.string(),
    item: messageItemSchema,
    unreadCount: z.number(),
  }),
  z.object({
    type: z.literal('read'),
    conversationId: z.string(),
    readerId: z.string(),
    readAt: z.string(),
    unreadCount: z.number(),
  }),
]);
export type LiveEvent = z.infer<typeof liveEventSchema>;
