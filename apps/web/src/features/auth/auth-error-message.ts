import { ApiError } from '@/lib/api-client';

/** The server's own words when it gave some; a plain fallback otherwise. */
export const authErrorMessage = (error: unknown): string => {
  if (error instanceof ApiError) {
    if (error.serverMessage) return error.serverMessage;
    if (error.status === 429) return 'Too many requests. Please wait and try again.';
  }
  return 'Something went wrong. Please try again.';
};
