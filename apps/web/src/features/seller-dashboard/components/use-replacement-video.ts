import { videoExtensions } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { useState } from 'react';
import { toast } from '@/components/ui/use-toast';
import { uploadFailureMessage } from '@/lib/api-client';
import { useUploadVideo } from '@/lib/upload-video';
import { useUploadProgress } from '@/lib/use-upload-progress';

/**
 * Edit Listing's new demo video: checked in the browser, uploaded as soon as it is chosen (with its
 * progress and Cancel), and the stored video's address kept for the form's save.
 */
export const useReplacementVideo = () => {
  const sending = useUploadProgress();
  const upload = useUploadVideo({
    upload: sending,
    failureToast: (error) => ({
      title: 'Error uploading video',
      description: uploadFailureMessage(error, 'Please try again.'),
    }),
  });
  const [uploaded, setUploaded] = useState<{ url: string; fileName: string } | null>(null);

  const pick = (file: File) => {
    const extension = file.name.slice(file.name.lastIndexOf('.')).toLowerCase();
    if (!(videoExtensions as readonly string[]).includes(extension)) {
      toast({
        title: 'Invalid video format',
        description: 'Please choose an MP4, MOV or WebM video.',
        variant: 'destructive',
      });
      return;
    }
    if (file.size >= limits.videoMaxBytes) {
      toast({ title: 'Video file too large', description: 'Video file must be under 50MB.', variant: 'destructive' });
      return;
    }
    setUploaded(null);
    upload.mutate(file, {
      onSuccess: (result) => {
        setUploaded({ url: result.videoUrl, fileName: result.videoFileName });
        toast({ title: 'Video uploaded successfully' });
      },
    });
  };

  return { pick, uploaded, isUploading: upload.isPending, progress: sending };
};
