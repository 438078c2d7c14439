import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Timestamps come back as text from raw SQL on both drivers. */
export const isoOf = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

export type ParticipantRow = {
  id: string;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  image: string | null;
};

export type ConversationRow = {
  id: string;
  participant_one: string;
  participant_two: string;
  last_message_at: Date | string;
};

export type MessageRow = {
  id: string;
  conversation_id: string;
  sender_id: string;
  content: string;
  is_from_admin: boolean;
  created_at: Date | string;
  read_at: Date | string | null;
};

const conversationColumns = sql`c.id, c.participant_one, c.participant_two, c.last_message_at`;
const messageColumns = sql`m.id, m.conversation_id, m.sender_id, m.content, m.is_from_admin, m.created_at, m.read_at`;

export const findParticipant = async (db: DbOrTx, userId: string) =>
  rowsOf<ParticipantRow>(
    await db.execute(sql`
      select id, first_name, last_name, display_name, image from users where id = ${userId}`),
  )[0];

/** The pair's conversation, creating it if the two have never talked; safe against a concurrent start. */
export const findOrCreateConversation = async (tx: DbOrTx, starterId: string, otherId: string) => {
  await tx.execute(sql`
    insert into conversations (participant_one, participant_two) values (${starterId}, ${otherId})
    on conflict do nothing`);
  return rowsOf<ConversationRow>(
    await tx.execute(sql`
      select ${conversationColumns} from conversations c
      where least(c.participant_one, c.participant_two) = least(${starterId}::text, ${otherId}::text)
        and greatest(c.participant_one, c.participant_two) = greatest(${starterId}::text, ${otherId}::text)`),
  )[0]!;
};

/** The pair's conversation when the two have talked before, without creating one. */
export const findConversationBetween = async (db: DbOrTx, a: string, b: string) =>
  rowsOf<ConversationRow>(
    await db.execute(sql`
      select ${conversationColumns} from conversations c
      where least(c.participant_one, c.participant_two) = least(${a}::text, ${b}::text)
        and greatest(c.participant_one, c.participant_two) = greatest(${a}::text, ${b}::text)`),
  )[0];

/** The conversation only when `userId` takes part in it: anyone else learns nothing. */
export const findConversationOf = async (db: DbOrTx, conversationId: string, userId: string) =>
  rowsOf<ConversationRow>(
    await db.execute(sql`
      select ${conversationColumns} from conversations c
      where c.id = ${conversationId} and (c.participant_one = ${userId} or c.participant_two = ${userId})`),
  )[0];

export const insertMessage = async (
  tx: DbOrTx,
  message: { conversationId: string; senderId: string; content: string; isFromAdmin: boolean },
) => {
  const row = rowsOf<MessageRow>(
    await tx.execute(sql`
      insert into messages as m (conversation_id, sender_id, content, is_from_admin)
      values (${message.conversationId}, ${message.senderId}, ${message.content}, ${message.isFromAdmin})
      returning ${messageColumns}`),
  )[0]!;
  await tx.execute(sql`
    update conversations set last_message_at = ${row.created_at} where id = ${message.conversationId}`);
  return row;
};

export type ConversationListRow = ConversationRow & {
  unread_count: number;
  last_content: string | null;
  last_sender_id: string | null;
  last_created_at: Date | string | null;
};

/** A user's conversations, newest activity first, with their unread count and last message. */
export const listConversationsOf = async (db: DbOrTx, userId: string) =>
  rowsOf<ConversationListRow>(
    await db.execute(sql`
      select ${conversationColumns},
             (select count(*) from messages u
              where u.conversation_id = c.id and u.read_at is null and u.sender_id <> ${userId})::int as unread_count,
             last.content as last_content, last.sender_id as last_sender_id, last.created_at as last_created_at
      from conversations c
      left join lateral (
        select content, sender_id, created_at from messages l
        where l.conversation_id = c.id order by l.created_at desc, l.id desc limit 1
      ) last on true
      where c.participant_one = ${userId} or c.participant_two = ${userId}
      order by c.last_message_at desc, c.id`),
  );

export const findParticipants = async (db: DbOrTx, ids: string[]) =>
  ids.length === 0
    ? []
    : rowsOf<ParticipantRow>(
        await db.execute(sql`
          select id, first_name, last_name, display_name, image from users
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )})`),
      );

/** A conversation's messages, oldest first. */
export const listMessagesOf = async (db: DbOrTx, conversationId: string) =>
  rowsOf<MessageRow>(
    await db.execute(sql`
      select ${messageColumns} from messages m
      where m.conversation_id = ${conversationId}
      order by m.created_at, m.id`),
  );

/** Marks what the other side sent as read; answers how many were still unread. */
export const markConversationRead = async (tx: DbOrTx, conversationId: string, readerId: string, readAt: Date) =>
  rowsOf<{ id: string }>(
    await tx.execute(sql`
      update messages set read_at = ${readAt.toISOString()}
      where conversation_id = ${conversationId} and sender_id <> ${readerId} and read_at is null
      returning id`),
  ).length;

export const countUnread = async (db: DbOrTx, userId: string) =>
  rowsOf<{ count: number }>(
    await db.execute(sql`
      select count(*)::int as count from messages m
      join conversations c on c.id = m.conversation_id
      where (c.participant_one = ${userId} or c.participant_two = ${userId})
        and m.sender_id <> ${userId} and m.read_at is null`),
  )[0]!.count;

/**
 * The median time from someone's first message in a conversation to the seller's first answer
 * after it, over conversations opened since `since`; support conversations do not count.
 */
export const findReplyTimes = async (db: DbOrTx, sellerId: string, since: Date) =>
  rowsOf<{ median_seconds: number | null; answered: number }>(
    await db.execute(sql`
      with asked as (
        select c.id, min(m.created_at) as asked_at
        from conversations c
        join messages m on m.conversation_id = c.id and m.sender_id <> ${sellerId} and not m.is_from_admin
        where (c.participant_one = ${sellerId} or c.participant_two = ${sellerId})
          and c.participant_one <> 'admin-system' and c.participant_two <> 'admin-system'
        group by c.id
        having min(m.created_at) >= ${since.toISOString()}
      ), answered as (
        select a.id, min(r.created_at) - a.asked_at as waited
        from asked a
        join messages r on r.conversation_id = a.id and r.sender_id = ${sellerId} and r.created_at > a.asked_at
        group by a.id, a.asked_at
      )
      select (percentile_cont(0.5) within group (order by extract(epoch from waited)))::float8 as median_seconds,
             count(*)::int as answered
      from answered`),
  )[0]!;

export type SupportConversationRow = ConversationListRow & {
  user_id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  display_name: string | null;
  image: string | null;
};

/** Every support conversation with its user, newest activity first; unread counts the user's replies. */
export const listSupportConversations = async (db: DbOrTx) =>
  rowsOf<SupportConversationRow>(
    await db.execute(sql`
      select ${conversationColumns}, s.user_id,
             u.email, u.first_name, u.last_name, u.display_name, u.image,
             (select count(*) from messages r
              where r.conversation_id = c.id and r.read_at is null and r.sender_id <> 'admin-system')::int as unread_count,
             last.content as last_content, last.sender_id as last_sender_id, last.created_at as last_created_at
      from conversations c
      cross join lateral (
        select case when c.participant_one = 'admin-system' then c.participant_two else c.participant_one end as user_id
      ) s
      left join users u on u.id = s.user_id
      left join lateral (
        select content, sender_id, created_at from messages l
        where l.conversation_id = c.id order by l.created_at desc, l.id desc limit 1
      ) last on true
      where c.participant_one = 'admin-system' or c.participant_two = 'admin-system'
      order by c.last_message_at desc, c.id`),
  );
