import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client';
import { registerFollowsRoutes } from './follows/follows.routes';
import { createFollowsService } from './follows/follows.service';
import type { MailService } from './mail/mail.service';
import { registerReviewRepliesRoutes } from './reviews/review-replies.routes';
import { createReviewRepliesService } from './reviews/review-replies.service';

type Deps = { db: Database; mail: MailService };

/** Replies to reviews, following sellers, questions on listings and the requests board. */
export const registerCommunityModules = (app: FastifyInstance, { db, mail }: Deps) => {
  registerReviewRepliesRoutes(app, createReviewRepliesService({ db, queueMail: mail.queue }));
  registerFollowsRoutes(app, createFollowsService({ db }));
};
