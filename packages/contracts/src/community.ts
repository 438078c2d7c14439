import { z } from 'zod';
import { communityLimits } from './constants';
import { messageContentSchema } from './conversations';
import { publicPersonNameSchema } from './people';
import { agentRequestUseCases, requestBudgets } from './taxonomy';

// Review replies, following sellers, questions and answers, and the requests board
// (docs/product.md#community).

export const communityMessages = {
  replyNotYours: 'Only the seller of this agent can reply to its reviews.',
  alreadyReplied: 'You have already replied to this review.',
  noReply: 'This review has no reply.',
  reviewNotFound: 'Review not found.',
  followSelf: 'You cannot follow yourself.',
  sellerNotFound: 'Seller not found.',
  questionOwnListing: 'You cannot ask a question about your own agent.',
  questionTooMany: `You can ask ${communityLimits.questionsPerHour} questions an hour. Please try again later.`,
  questionNotFound: 'Question not found.',
  answerNotYours: 'Only the seller of this agent can answer its questions.',
  requestNotFound: 'Request not found.',
  requestClosed: 'This request is closed.',
  requestOwn: 'This is your own request.',
  requestsForSellers: 'The requests board is for sellers.',
} as const;

const text = (min: number, max: number, what: string) =>
  z
    .string({ error: `${what} is required` })
    .trim()
    .min(min, min > 1 ? `${what} must be at least ${min} characters` : `${what} is required`)
    .max(max, `${what} must be at most ${max.toLocaleString('en-US')} characters`);

/** POST and PATCH /api/reviews/:id/reply. */
export const reviewReplyInputSchema = z.object({ content: text(1, communityLimits.replyMax, 'Reply') });
export type ReviewReplyInput = z.infer<typeof reviewReplyInputSchema>;

/** "Response from the seller" under a review. */
export const reviewReplySchema = z.object({ content: z.string(), createdAt: z.string(), updatedAt: z.string() });
export type ReviewReply = z.infer<typeof reviewReplySchema>;

/** What every review carries besides its words (listing page and seller profile). */
export const reviewCommunityFields = {
  /** The reviewer has a completed order of the listing. */
  verifiedPurchase: z.boolean(),
  reply: reviewReplySchema.nullable(),
};

/** POST and DELETE /api/sellers/:id/follow answer the seller's follow state as the caller sees it. */
export const followStateSchema = z.object({ followerCount: z.number().int(), followedByMe: z.boolean() });
export type FollowState = z.infer<typeof followStateSchema>;

/** "4.7 from 23 reviews across 6 agents": null below the thresholds in communityLimits. */
export const ratingAcrossSchema = z
  .object({ average: z.number(), reviews: z.number().int(), agents: z.number().int() })
  .nullable();

/** POST /api/listings/:id/questions. */
export const askQuestionSchema = z.object({
  content: text(communityLimits.questionMin, communityLimits.questionMax, 'Question'),
});
export type AskQuestionInput = z.infer<typeof askQuestionSchema>;

/** POST /api/questions/:id/answer: a second call edits the answer. */
export const answerQuestionSchema = z.object({ content: text(1, communityLimits.answerMax, 'Answer') });
export type AnswerQuestionInput = z.infer<typeof answerQuestionSchema>;

/** POST /api/admin/questions/:id/hide: an admin takes the question, or only its answer, out of view. */
export const hideQuestionSchema = z.object({
  part: z.enum(['question', 'answer'], { error: 'part must be question or answer' }),
});
export type HideQuestionInput = z.infer<typeof hideQuestionSchema>;

export const questionSchema = z.object({
  id: z.string(),
  listingId: z.string(),
  content: z.string(),
  createdAt: z.string(),
  asker: publicPersonNameSchema,
  answer: z.object({ content: z.string(), answeredAt: z.string(), updatedAt: z.string() }).nullable(),
});
export type Question = z.infer<typeof questionSchema>;

type Budget = keyof typeof requestBudgets;

/** A request as sellers see it on /requests: never the requester's e-mail. */
export const boardRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  useCase: z.enum(agentRequestUseCases),
  budget: z.enum(Object.keys(requestBudgets) as [Budget, ...Budget[]]),
  createdAt: z.string(),
  requester: publicPersonNameSchema,
});
export type BoardRequest = z.infer<typeof boardRequestSchema>;

/** POST /api/requests/:id/offer: the seller's first message to the requester. */
export const requestOfferSchema = z.object({ content: messageContentSchema });

/** POST /api/requests/:id/offer: the conversation with the requester, new or existing. */
export const requestOfferResponseSchema = z.object({ conversationId: z.string() });
