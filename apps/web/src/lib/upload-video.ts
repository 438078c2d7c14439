import type { VideoUploadResponse } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiUpload } from '@/lib/api-client';

/** POST /api/upload-video: stored now, attached to a listing later by its URL. */
export const uploadVideo = (file: File) => {
  const form = new FormData();
  form.append('video', file);
  return apiUpload<VideoUploadResponse>('/api/upload-video', form);
};

export const useUploadVideo = () => useMutation({ mutationFn: uploadVideo });
