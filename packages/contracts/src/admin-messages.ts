import { z } from 'zod';
import { conversationSchema, messageContentSchema, participantSchema } from './conversations';

/** docs/product.md#admin: what an admin message is about; support is the default. */
export const adminMessageCategories = ['support', 'announcement', 'billing', 'general'] as const;
export const adminMessageCategorySchema = z.enum(adminMessageCategories);
export type AdminMessageCategory = z.infer<typeof adminMessageCategorySchema>;

/** The search runs only on non-empty text; blank text answers an empty list. */
export const adminUserSearchQuerySchema = z.object({ search: z.string().max(200).optional().default('') });

export const adminUserSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

/** `POST /api/admin/messages`: a message from the Support Team into the user's support conversation. */
export const adminMessageSchema = z.object({
  userId: z.string().trim().min(1, 'Please select a user.').max(100),
  content: messageContentSchema,
  category: adminMessageCategorySchema.default('support'),
});
export type AdminMessageInput = z.input<typeof adminMessageSchema>;

/** A support conversation as the admin list shows it, with its user and their unread replies. */
export const adminConversationSchema = z.object({
  conversation: conversationSchema,
  user: participantSchema.extend({ email: z.string() }).nullable(),
  userId: z.string(),
  unreadCount: z.number().int(),
  lastMessage: z.object({ content: z.string(), senderId: z.string(), createdAt: z.string() }).nullable(),
});
export type AdminConversation = z.infer<typeof adminConversationSchema>;
export const adminConversationListSchema = z.array(adminConversationSchema);

/** The Messages tab's toasts (docs/product.md#admin). */
export const adminMessageToasts = {
  sent: { title: 'Success', message: 'Message sent successfully' },
  failed: { title: 'Error', message: 'Failed to send message' },
} as const;
