import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerRequestsBoardRoutes } from './agent-requests/requests-board.routes';
import { createRequestsBoardService } from './agent-requests/requests-board.service';
import { registerFollowsRoutes } from './follows/follows.routes';
import { createFollowsService } from './follows/follows.service';
import type { MailService } from './mail/mail.service';
import type { ConversationsService } from './messaging/conversations.service';
import { registerQuestionsRoutes } from './questions/questions.routes';
import { createQuestionsService } from './questions/questions.service';
import type { AdminModules } from './register-admin';
import { registerReviewRepliesRoutes } from './reviews/review-replies.routes';
import { createReviewRepliesService } from './reviews/review-replies.service';

type Deps = { db: Database; mail: MailService; admin: AdminModules; conversations: ConversationsService };

/** Replies to reviews, following sellers, questions on listings and the requests board. */
export const registerCommunityModules = (app: FastifyInstance, { db, mail, admin, conversations }: Deps) => {
  registerReviewRepliesRoutes(app, createReviewRepliesService({ db, queueMail: mail.queue }));
  registerFollowsRoutes(app, createFollowsService({ db }));
  registerQuestionsRoutes(app, {
    questions: createQuestionsService({ db, queueMail: mail.queue, audit: admin.audit }),
    admin: admin.guard,
  });
  registerRequestsBoardRoutes(
    app,
    createRequestsBoardService({ db, startConversation: conversations.startConversation }),
  );
};
