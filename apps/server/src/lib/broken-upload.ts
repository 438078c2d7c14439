import { AppError } from './app-error';

/**
 * Whether an error means the multipart body itself was unreadable or cut short, which is the
 * client's doing: busboy's own errors (no status: a missing boundary, a body that ends before
 * its closing boundary), and a request stream that closed before its end (the client went away
 * or a timeout cut it). Anything else is left to the caller.
 */
export const isBrokenUpload = (error: unknown) => {
  if (!(error instanceof Error)) return false;
  const code = (error as { code?: unknown }).code;
  if (code === 'ERR_STREAM_PREMATURE_CLOSE' || code === 'FST_MP_PREMATURE_CLOSE' || code === 'ECONNRESET') return true;
  return (
    !('statusCode' in error) &&
    /^(Multipart: |Unexpected end of|(Part|Preamble) terminated early|aborted$)/.test(error.message)
  );
};

export const unreadableForm = () => new AppError('BAD_REQUEST', { message: 'The form could not be read.' });
