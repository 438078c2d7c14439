import type { ContactSubmission } from '@agentsy/contracts';
import type { DbOrTx } from '../../db/client';
import { contactMessages, feedbackSubmissions } from '../../db/schema';
import type { FeedbackSubmission } from './forms.schemas';

export const insertContactMessage = async (db: DbOrTx, userId: string | null, form: ContactSubmission) => {
  const [row] = await db
    .insert(contactMessages)
    .values({ ...form, userId })
    .returning({ id: contactMessages.id });
  return row!.id;
};

export const insertFeedback = async (db: DbOrTx, userId: string | null, feedback: FeedbackSubmission) => {
  const [row] = await db
    .insert(feedbackSubmissions)
    .values({ ...feedback, submittedAt: new Date(feedback.timestamp), userId })
    .returning({ id: feedbackSubmissions.id });
  return row!.id;
};
