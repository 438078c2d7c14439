import type { AgentRequestInput } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { agentRequestsQueryKey } from './get-agent-requests';

export const submitAgentRequest = (input: AgentRequestInput) =>
  apiJson('POST', '/api/forms/agent-request', input, contract('agentRequestResponseSchema'));

export const useSubmitAgentRequest = ({ onSuccess }: { onSuccess: () => void }) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: submitAgentRequest,
    onSuccess: async () => {
      toast({ title: 'Request Submitted!', description: "We'll let creators know what you're looking for." });
      onSuccess();
      await queryClient.invalidateQueries({ queryKey: agentRequestsQueryKey });
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({
        title: 'Submission Failed',
        description: 'Failed to submit request. Please try again.',
        variant: 'destructive',
      });
    },
  });
};
