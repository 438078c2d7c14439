import { useMutation } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';

/** POST /api/upload-video: stored now, attached to a listing later by its URL. */
export const uploadVideo = (file: File) => {
  const form = new FormData();
  form.append('video', file);
  return apiUpload('/api/upload-video', form, { response: contract('videoUploadResponseSchema') });
};

export const useUploadVideo = (options: FailureOption<File> = {}) =>
  useMutation({ mutationFn: uploadVideo, meta: failureOptionMeta(options) });
