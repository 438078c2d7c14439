import type { CurrentUser } from '@agentsy/contracts';
import { MessageSquareIcon } from 'lucide-react';
import { useNavigate, useSearchParams } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversations } from '../api/get-conversations';
import { ConversationList } from './conversation-list';
import { MessageThread } from './message-thread';
import { NewConversationForm } from './new-conversation-form';
import { otherSide } from './participant-name';

/** Conversations on one side, the open one on the other; `?conversation=` names the open one. */
export const MessagesPage = ({ user }: { user: CurrentUser }) => {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const selectedId = params.get('conversation') ?? undefined;
  const { data: conversations, isPending, isError } = useConversations();
  const selected = conversations?.find((c) => c.conversation.id === selectedId);

  return (
    <div className="mx-auto grid max-w-6xl grid-cols-1 gap-6 px-4 py-10">
      <h1 className="text-3xl font-bold">Messages</h1>
      {/* minmax(0, …) tracks and min-w-0: a long last message or word is cut or wrapped inside its
          column instead of widening it past the screen or over the open thread. */}
      <div className="grid grid-cols-1 gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <div className="grid min-w-0 grid-cols-1 content-start gap-4">
          <div className="min-w-0 rounded-lg border border-slate-200 p-2 dark:border-slate-800">
            {isPending && <Skeleton className="h-32 w-full" />}
            {isError && <p className="p-3 text-sm text-red-600">Could not load your conversations.</p>}
            {conversations && <ConversationList conversations={conversations} myId={user.id} selectedId={selectedId} />}
          </div>
          <NewConversationForm onStarted={(id) => navigate(`/messages?conversation=${id}`)} />
        </div>
        <div className="min-w-0 rounded-lg border border-slate-200 dark:border-slate-800">
          {selected ? (
            <MessageThread
              key={selected.conversation.id}
              conversationId={selected.conversation.id}
              myId={user.id}
              title={otherSide(selected, user.id).name}
            />
          ) : (
            <div className="flex min-h-[28rem] flex-col items-center justify-center gap-3 p-8 text-center text-muted-foreground">
              <MessageSquareIcon className="size-10" aria-hidden />
              <p>{selectedId && conversations ? 'Conversation not found.' : 'Select a conversation to read it.'}</p>
            </div>
          )}
        </div>
      </div>
    </div>
  );
};
