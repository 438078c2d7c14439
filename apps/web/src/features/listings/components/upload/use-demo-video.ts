import type { VideoUploadResponse } from '@agentsy/contracts';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { uploadFailureMessage } from '@/lib/api-client';
import { showFailure } from '@/lib/mutation-failure';
import { useUploadVideo } from '@/lib/upload-video';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { checkVideoFile } from './upload-rules';

// The server's reason (a file that is not really a video, a full disk), at once.
const videoFailure = (error: unknown) => ({
  title: 'Error uploading video',
  description: uploadFailureMessage(error, 'Please try again.'),
});

/**
 * The dialog's demo video: uploaded as soon as a valid file is chosen (docs/product.md#listing-uploads), and the
 * stored video's URL, name and size are what the listing form sends later. Only sellers may store a demo
 * video, so `beforeUpload` lets a page turn seller mode on for a buyer first.
 */
export const useDemoVideo = (beforeUpload?: () => Promise<void>) => {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<VideoUploadResponse | null>(null);
  const progress = useUploadProgress();
  const upload = useUploadVideo({ upload: progress, failureToast: videoFailure });

  const pick = (picked: File) => {
    const problem = checkVideoFile(picked, {
      wrongType: { title: 'Invalid video format', message: 'Please choose an MP4, MOV or WebM video.' },
      tooLarge: { title: 'Video file too large', message: 'Video file must be under 50MB.' },
    });
    if (problem) {
      toast({ title: problem.title, description: problem.message, variant: 'destructive' });
      return false;
    }
    setFile(picked);
    setUploaded(null);
    void (beforeUpload?.() ?? Promise.resolve()).then(
      () => send(picked),
      (error: unknown) => {
        setFile(null);
        showFailure(error, videoFailure);
      },
    );
    return true;
  };

  const send = (picked: File) =>
    upload.mutate(picked, {
      onSuccess: (result) => {
        setUploaded(result);
        toast({ title: 'Video uploaded successfully' });
      },
      onError: () => setFile(null),
    });

  const clear = () => {
    setFile(null);
    setUploaded(null);
  };

  return { file, uploaded, isUploading: upload.isPending, upload: progress, pick, clear };
};
