import {
  type AnswerQuestionInput,
  type AskQuestionInput,
  communityLimits,
  communityMessages,
  type HideQuestionInput,
  type NotificationData,
  type Question,
} from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPersonName } from '../../lib/public-person';
import type { AdminAuditService, AuditActor } from '../admin-audit/admin-audit.service';
import type { QueueMail } from '../mail/mail.service';
import { notifyUsers } from '../notifications/notifications.service';
import { emitWebhookEvent } from '../webhooks/webhooks.service';
import * as repo from './questions.repo';

const HOUR_MS = 60 * 60 * 1000;

type Row = Awaited<ReturnType<typeof repo.listVisibleQuestions>>[number];

const toQuestion = ({ question: q, ...asker }: Row): Question => ({
  id: q.id,
  listingId: q.listingId,
  content: q.content,
  createdAt: q.createdAt.toISOString(),
  asker: toPublicPersonName({ ...asker, id: asker.askerId }),
  answer:
    q.answer !== null && q.answeredAt && !q.answerHiddenAt
      ? {
          content: q.answer,
          answeredAt: q.answeredAt.toISOString(),
          updatedAt: (q.answerUpdatedAt ?? q.answeredAt).toISOString(),
        }
      : null,
});

const listingNotFound = () => new AppError('NOT_FOUND', { message: "The agent you're looking for doesn't exist." });
const questionNotFound = () => new AppError('NOT_FOUND', { message: communityMessages.questionNotFound });

type Deps = { db: Database; queueMail: QueueMail; audit: AdminAuditService; clock?: () => Date };

/** Public questions on a listing, the seller's answers, and admins hiding either. */
export const createQuestionsService = ({ db, queueMail, audit, clock = () => new Date() }: Deps) => {
  const requireListing = async (listingId: string) => {
    const listing = isUuid(listingId) ? await repo.findAskableListing(db, listingId) : undefined;
    if (!listing) throw listingNotFound();
    return listing;
  };
  const readQuestion = async (listingId: string, id: string) => {
    const [row] = await repo.listVisibleQuestions(db, listingId, { onlyId: id });
    if (!row) throw questionNotFound();
    return toQuestion(row);
  };

  return {
    list: async (listingId: string) => {
      await requireListing(listingId);
      return (await repo.listVisibleQuestions(db, listingId)).map(toQuestion);
    },

    /** Never on one's own listing; 5 an hour per user, counted in the database for every process. */
    ask: async ({ askerId, listingId, input }: { askerId: string; listingId: string; input: AskQuestionInput }) => {
      const listing = await requireListing(listingId);
      if (listing.sellerId === askerId)
        throw new AppError('FORBIDDEN', { message: communityMessages.questionOwnListing });
      const id = await db.transaction(async (tx) => {
        await repo.lockAsker(tx, askerId);
        const now = clock();
        if (
          (await repo.countQuestionsSince(tx, askerId, new Date(now.getTime() - HOUR_MS))) >=
          communityLimits.questionsPerHour
        ) {
          throw new AppError('RATE_LIMITED', { message: communityMessages.questionTooMany });
        }
        const row = await repo.insertQuestion(tx, { listingId, askerId, content: input.content });
        const data: NotificationData<'question_asked'> = {
          listingId,
          listingTitle: listing.title,
          content: input.content,
        };
        await notifyUsers(tx, [
          {
            userId: listing.sellerId,
            kind: 'question_asked',
            subjectId: row.id,
            link: `/agent/${listingId}#questions`,
            data,
          },
        ]);
        await queueMail(tx, { userId: listing.sellerId, template: 'questionAsked', data });
        await emitWebhookEvent(tx, listing.sellerId, 'question.created', {
          questionId: row.id,
          listingId,
          content: input.content,
          createdAt: row.createdAt.toISOString(),
        });
        return row.id;
      });
      return readQuestion(listingId, id);
    },

    /** The listing's seller answers; answering again edits. The asker hears of the first answer. */
    answer: async ({
      sellerId,
      questionId,
      input,
    }: {
      sellerId: string;
      questionId: string;
      input: AnswerQuestionInput;
    }) => {
      const found = isUuid(questionId) ? await repo.findQuestion(db, questionId) : undefined;
      if (!found || found.question.hiddenAt) throw questionNotFound();
      if (found.sellerId !== sellerId) throw new AppError('FORBIDDEN', { message: communityMessages.answerNotYours });
      const { question } = found;
      await db.transaction(async (tx) => {
        await repo.setAnswer(tx, question.id, input.content, clock());
        const data: NotificationData<'question_answered'> = {
          listingId: question.listingId,
          listingTitle: found.listingTitle,
          content: input.content,
        };
        const link = `/agent/${question.listingId}#questions`;
        const told = await notifyUsers(tx, [
          { userId: question.askerId, kind: 'question_answered', subjectId: question.id, link, data },
        ]);
        if (told.length > 0) await queueMail(tx, { userId: question.askerId, template: 'questionAnswered', data });
      });
      return readQuestion(question.listingId, question.id);
    },

    /** An admin hides a question (with its answer) or only the answer; recorded in the audit log. */
    hide: async ({ actor, questionId, input }: { actor: AuditActor; questionId: string; input: HideQuestionInput }) => {
      if (!isUuid(questionId) || !(await repo.findQuestion(db, questionId))) throw questionNotFound();
      await db.transaction(async (tx) => {
        const row = await repo.hideQuestionPart(tx, questionId, input.part, clock());
        await audit.record(
          {
            actor,
            action: input.part === 'question' ? 'question.hidden' : 'question.answer_hidden',
            target: { type: 'question', id: questionId },
            after: { hiddenAt: row?.hiddenAt ?? null, answerHiddenAt: row?.answerHiddenAt ?? null },
          },
          tx,
        );
      });
    },
  };
};

export type QuestionsService = ReturnType<typeof createQuestionsService>;
