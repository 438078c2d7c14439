import type { ContactSubmission } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { contactMessages, feedbackSubmissions } from '../../db/schema';
import type { FeedbackSubmission } from './forms.schemas';

type Deps = { db: Database; log: FastifyBaseLogger };

export const createFormsService = ({ db, log }: Deps) => ({
  submitContact: async ({ userId, form }: { userId: string | null; form: ContactSubmission }) => {
    const [row] = await db
      .insert(contactMessages)
      .values({ ...form, userId })
      .returning({ id: contactMessages.id });
    log.info({ contactMessageId: row!.id }, 'contact message received');
    return { id: row!.id };
  },

  submitFeedback: async ({ userId, feedback }: { userId: string | null; feedback: FeedbackSubmission }) => {
    const [row] = await db
      .insert(feedbackSubmissions)
      .values({ ...feedback, submittedAt: new Date(feedback.timestamp), userId })
      .returning({ id: feedbackSubmissions.id });
    return { id: row!.id };
  },
});

export type FormsService = ReturnType<typeof createFormsService>;
