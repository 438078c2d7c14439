import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson } from '@/lib/api-client';
import { handleUnauthorized } from '@/lib/unauthorized';

export type FeedbackUserRole = 'visitor' | 'buyer' | 'seller' | 'admin';
export type FeedbackSubmission = {
  likes: string;
  dislikes: string;
  improvements: string;
  pageUrl: string;
  userRole: FeedbackUserRole;
  timestamp: string;
};

export const submitFeedback = (feedback: FeedbackSubmission) =>
  apiJson<{ id: string }>('POST', '/api/feedback', feedback);

export const useSubmitFeedback = ({ onSuccess }: { onSuccess: () => void }) =>
  useMutation({
    mutationFn: submitFeedback,
    onSuccess: () => {
      toast({ title: 'Feedback Submitted', description: 'Thank you for helping us improve Agentsy' });
      onSuccess();
    },
    onError: (error) => {
      if (handleUnauthorized(error)) return;
      toast({ title: 'Error', description: 'Failed to submit feedback. Please try again.', variant: 'destructive' });
    },
  });
