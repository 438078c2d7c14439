import { ADMIN_SYSTEM_ID, type AdminMessageCategory } from '@agentsy/contracts';
import type { AuditRecorder } from '../admin-ops/admin-ops-deps';
import type { ConversationsService } from '../messaging/conversations.service';
import type { UsersService } from '../users/users.service';

type Deps = {
  conversations: ConversationsService;
  users: Pick<UsersService, 'searchUsers'>;
  /** The audit log, once it exists; every send is recorded in the transaction that saves it. */
  audit?: AuditRecorder;
};

/** The admin dashboard's Messages tab: find a user, write as the Support Team, read the replies. */
export const createAdminMessagesService = ({ conversations, users, audit }: Deps) => ({
  searchUsers: (search: string) => users.searchUsers(search),

  send: ({
    adminId,
    userId,
    content,
    category,
  }: {
    adminId: string;
    userId: string;
    content: string;
    category: AdminMessageCategory;
  }) =>
    conversations.postSupportMessage({
      userId,
      content,
      inTransaction: async (tx, item, conversationId) => {
        await audit?.record(
          {
            actorId: adminId,
            action: 'admin.message.send',
            targetType: 'conversation',
            targetId: conversationId,
            after: { userId, category, messageId: item.message.id },
          },
          tx,
        );
      },
    }),

  listConversations: () => conversations.listSupportConversations(),

  /** Any support conversation's thread; the admin side reads it as `admin-system`. */
  listMessages: (conversationId: string) => conversations.listMessages({ userId: ADMIN_SYSTEM_ID, conversationId }),

  /** Marks the user's replies read, so the user sees their read ticks and the list its counts. */
  markRead: (conversationId: string) => conversations.markRead({ userId: ADMIN_SYSTEM_ID, conversationId }),
});

export type AdminMessagesService = ReturnType<typeof createAdminMessagesService>;
