import { AsyncLocalStorage } from 'node:async_hooks';

/** The request a piece of work runs for; read where a request object is out of reach (the pool). */
export const requestContext = new AsyncLocalStorage<{ requestId: string }>();

export const currentRequestId = () => requestContext.getStore()?.requestId;
