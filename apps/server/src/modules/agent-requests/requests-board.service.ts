import { type AgentRequest, type BoardRequest, communityLimits, communityMessages } from '@agentsy/contracts';
import type { Database } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { isUuid } from '../../lib/ids';
import { toPublicPersonName } from '../../lib/public-person';
import type { ConversationsService } from '../messaging/conversations.service';
import { isOpen, toResponse } from './agent-requests.service';
import * as repo from './requests-board.repo';

const DAY_MS = 24 * 60 * 60 * 1000;

type Deps = {
  db: Database;
  /** Offers open (or continue) a conversation with the requester through messaging. */
  startConversation: ConversationsService['startConversation'];
  clock?: () => Date;
};

const notFound = () => new AppError('NOT_FOUND', { message: communityMessages.requestNotFound });

/**
 * The requests board: members' custom agent requests, shown to sellers for 30 days or until their
 * author closes them; a seller answers one with a conversation.
 */
export const createRequestsBoardService = ({ db, startConversation, clock = () => new Date() }: Deps) => {
  const requireSeller = async (userId: string) => {
    if (!(await repo.isSellerAccount(db, userId))) {
      throw new AppError('FORBIDDEN', { message: communityMessages.requestsForSellers });
    }
  };

  return {
    listBoard: async (viewerId: string): Promise<BoardRequest[]> => {
      await requireSeller(viewerId);
      const since = new Date(clock().getTime() - communityLimits.requestOpenDays * DAY_MS);
      return (await repo.listOpenRequests(db, since)).map(({ request: r, ...person }) => ({
        id: r.id,
        title: r.title,
        useCase: r.useCase as BoardRequest['useCase'],
        budget: r.budget as BoardRequest['budget'],
        createdAt: r.createdAt.toISOString(),
        requester: toPublicPersonName({ ...person, id: person.requesterId }),
      }));
    },

    /** Only its author closes a request; anyone else is told it does not exist. */
    close: async ({ userId, requestId }: { userId: string; requestId: string }): Promise<AgentRequest> => {
      const found = isUuid(requestId) ? await repo.findRequest(db, requestId) : undefined;
      if (!found || found.userId !== userId) throw notFound();
      return toResponse((await repo.closeRequest(db, requestId, clock()))!);
    },

    offer: async ({ sellerId, requestId, content }: { sellerId: string; requestId: string; content: string }) => {
      await requireSeller(sellerId);
      const found = isUuid(requestId) ? await repo.findRequest(db, requestId) : undefined;
      if (!found) throw notFound();
      if (found.userId === sellerId) throw new AppError('BAD_REQUEST', { message: communityMessages.requestOwn });
      if (!isOpen(found, clock())) throw new AppError('GONE', { message: communityMessages.requestClosed });
      const started = await startConversation({ userId: sellerId, participantId: found.userId, content });
      return { conversationId: started.id };
    },
  };
};

export type RequestsBoardService = ReturnType<typeof createRequestsBoardService>;
