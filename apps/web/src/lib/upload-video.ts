import { useMutation } from '@tanstack/react-query';
import { apiUpload, contract } from '@/lib/api-client';
import { type FailureOption, failureOptionMeta } from '@/lib/mutation-failure';
import type { UploadControl } from './upload-request';
import { tracked, type UploadTracker } from './use-upload-progress';

/** POST /api/upload-video: stored now, attached to a listing later by its URL. */
export const uploadVideo = (file: File, control: UploadControl = {}) => {
  const form = new FormData();
  form.append('video', file);
  return apiUpload('/api/upload-video', form, { response: contract('videoUploadResponseSchema'), ...control });
};

export const useUploadVideo = ({ upload, ...options }: FailureOption<File> & { upload?: UploadTracker } = {}) =>
  useMutation({
    mutationFn: (file: File) => tracked(upload, (control) => uploadVideo(file, control)),
    meta: failureOptionMeta(options),
  });
