import type { VideoUploadResponse } from '@agentsy/contracts';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { uploadFailureMessage } from '@/lib/api-client';
import { useUploadVideo } from '@/lib/upload-video';
import { checkVideoFile } from './upload-rules';

/**
 * The dialog's demo video: uploaded as soon as a valid file is chosen (docs/product.md#listing-uploads), and the
 * stored video's URL, name and size are what the listing form sends later.
 */
export const useDemoVideo = () => {
  const [file, setFile] = useState<File | null>(null);
  const [uploaded, setUploaded] = useState<VideoUploadResponse | null>(null);
  // The server's reason (a file that is not really a video, a full disk), at once.
  const upload = useUploadVideo({
    failureToast: (error) => ({
      title: 'Error uploading video',
      description: uploadFailureMessage(error, 'Please try again.'),
    }),
  });

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
    upload.mutate(picked, {
      onSuccess: (result) => {
        setUploaded(result);
        toast({ title: 'Video uploaded successfully' });
      },
      onError: () => setFile(null),
    });
    return true;
  };

  const clear = () => {
    setFile(null);
    setUploaded(null);
  };

  return { file, uploaded, isUploading: upload.isPending, pick, clear };
};
