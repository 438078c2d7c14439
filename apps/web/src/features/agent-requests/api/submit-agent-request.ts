import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';
import { type AgentRequest, agentRequestsQueryKey } from './get-agent-requests';

export type AgentRequestInput = Pick<AgentRequest, 'title' | 'description' | 'useCase' | 'budget'>;

export const submitAgentRequest = (input: AgentRequestInput) =>
  apiJson<AgentRequest>('POST', '/api/forms/agent-request', input);

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
