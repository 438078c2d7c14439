import type { ContactSubmission } from '@agentsy/contracts';
import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client';
import { insertContactMessage, insertFeedback } from './forms.repo';
import type { FeedbackSubmission } from './forms.schemas';

type Deps = { db: Database; log: FastifyBaseLogger };

export const createFormsService = ({ db, log }: Deps) => ({
  submitContact: async ({ userId, form }: { userId: string | null; form: ContactSubmission }) => {
    const id = await insertContactMessage(db, userId, form);
    log.info({ contactMessageId: id }, 'contact message received');
    return { id };
  },

  submitFeedback: async ({ userId, feedback }: { userId: string | null; feedback: FeedbackSubmission }) => ({
    id: await insertFeedback(db, userId, feedback),
  }),
});

export type FormsService = ReturnType<typeof createFormsService>;
