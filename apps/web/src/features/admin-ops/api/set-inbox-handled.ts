import type { InboxKind, InboxUpdate } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

type SetHandled = InboxUpdate & { kind: InboxKind; id: string };

export const setInboxHandled = ({ kind, id, ...body }: SetHandled) =>
  apiJson('PATCH', `/api/admin/inbox/${kind}/${encodeURIComponent(id)}`, body, contract('inboxItemSchema'));

export const useSetInboxHandled = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setInboxHandled,
    onSuccess: async (_item, { handled }) => {
      toast({ title: handled ? 'Marked as handled' : 'Moved back to open' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.inbox.all });
    },
    meta: failureMeta({ title: 'Error', description: 'Failed to update the inbox item' }),
  });
};
