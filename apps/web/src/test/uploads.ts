import { http } from 'msw';
import { server } from './api-server';

/**
 * Answers the multipart uploads POSTed to `path` and keeps the forms they carried, which
 * `bodiesSent` (JSON only) does not read.
 */
export const answerUploads = (path: string, answer: () => Response) => {
  const forms: FormData[] = [];
  server.use(
    http.post(path, async ({ request }) => {
      forms.push(await request.formData());
      return answer();
    }),
  );
  return forms;
};

/**
 * Whether a form field carried a file rather than text. Only that much can be checked here: to
 * Node's fetch jsdom's File is no Blob, so a file's name and bytes are lost on the way to MSW.
 */
export const isFile = (value: FormDataEntryValue | null) => value !== null && typeof value !== 'string';
