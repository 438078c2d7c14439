import type { AgentRequestInput } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const submitAgentRequest = (input: AgentRequestInput) =>
  apiJson('POST', '/api/forms/agent-request', input, contract('agentRequestResponseSchema'));

export const useSubmitAgentRequest = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAgentRequest,
    onSuccess: async () => {
      toast({ title: 'Request Submitted!', description: "We'll let creators know what you're looking for." });
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: queryKeys.agentRequests });
    },
    meta: failureMeta({
      title: 'Submission Failed',
      description: 'Failed to submit request. Please try again.',
    }),
  });
};
