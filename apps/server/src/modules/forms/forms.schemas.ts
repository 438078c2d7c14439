import type { feedbackSchema } from '@agentsy/contracts';
import type { z } from 'zod';

export type FeedbackSubmission = z.infer<typeof feedbackSchema>;
