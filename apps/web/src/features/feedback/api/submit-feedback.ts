import type { FeedbackSubmission } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, contract } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';

export const submitFeedback = (feedback: FeedbackSubmission) =>
  apiJson('POST', '/api/feedback', feedback, contract('submissionCreatedSchema'));

export const useSubmitFeedback = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      toast({ title: 'Feedback Submitted', description: 'Thank you for helping us improve Agentsy' });
      onSuccess();
    },
    meta: failureMeta({ title: 'Error', description: 'Failed to submit feedback. Please try again.' }),
  });
