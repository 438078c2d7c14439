import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract, contractList, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const getRequestsBoard = () => apiJson('GET', '/api/requests', undefined, contractList('boardRequestSchema'));

export const useRequestsBoard = () => useQuery({ queryKey: queryKeys.requestsBoard, queryFn: getRequestsBoard });

export const offerAgent = ({ requestId, content }: { requestId: string; content: string }) =>
  apiJson(
    'POST',
    `/api/requests/${encodeURIComponent(requestId)}/offer`,
    { content },
    contract('requestOfferResponseSchema'),
  );

export const useOfferAgent = () =>
  useMutation({
    mutationFn: offerAgent,
    meta: failureMeta((error) => ({
      title: 'Failed to send offer',
      description: serverMessageOr(error, 'Please try again.'),
    })),
  });

export const closeAgentRequest = (requestId: string) =>
  apiJson(
    'POST',
    `/api/agent-requests/${encodeURIComponent(requestId)}/close`,
    undefined,
    contract('agentRequestResponseSchema'),
  );

/** The author closes their request: it leaves the board. */
export const useCloseAgentRequest = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: closeAgentRequest,
    meta: failureMeta({ title: 'Error', description: 'Failed to close the request. Please try again.' }),
    onSuccess: async () => {
      toast({ title: 'Request closed' });
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentRequests });
    },
  });
};
