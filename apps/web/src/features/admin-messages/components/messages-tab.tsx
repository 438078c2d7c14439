import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useSupportConversations } from '../api/get-support-conversations';
import { SendSupportMessageCard } from './send-support-message-card';
import { SupportConversationList } from './support-conversation-list';
import { conversationUserName } from './support-copy';
import { SupportThread } from './support-thread';

/**
 * The admin dashboard's Messages tab (docs/product.md#admin): write to any user as the Support Team, see every
 * support conversation, open one to read the user's replies and answer them.
 */
export const MessagesTab = () => {
  const { data: conversations, isPending, isError } = useSupportConversations();
  const [selectedId, setSelectedId] = useState<string>();
  const selected = conversations?.find((c) => c.conversation.id === selectedId);

  return (
    // grid-cols-1 and min-w-0: a long message or name stays inside its card instead of widening the page.
    <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
      <SendSupportMessageCard />
      <Card className="min-w-0">
        <CardHeader>
          <CardTitle>Conversations</CardTitle>
        </CardHeader>
        <CardContent className="grid grid-cols-1 gap-4">
          {isPending && <Skeleton className="h-24 w-full" />}
          {isError && <p className="text-sm text-destructive">Could not load the conversations.</p>}
          {conversations && (
            <SupportConversationList
              conversations={conversations}
              selectedId={selectedId}
              onSelect={(item) => setSelectedId(item.conversation.id)}
            />
          )}
          {selected && (
            <SupportThread key={selected.conversation.id} item={selected} title={conversationUserName(selected)} />
          )}
        </CardContent>
      </Card>
    </div>
  );
};
