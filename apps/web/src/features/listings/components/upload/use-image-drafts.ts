import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { ImageDraft } from '@/components/image-drafts-field';
import { toast } from '@/components/ui/use-toast';
import { isUploadCancelled, uploadFailureMessage } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';
import { uploadListingImage } from '@/lib/upload-listing-image';
import { useUploadProgress } from '@/lib/use-upload-progress';

const addTheRest = 'Your listing was created; add the remaining images from Edit Listing.';
const cancelled = { title: 'Upload cancelled', description: addTheRest };

/**
 * The pictures chosen on an upload screen. They can only be sent once the listing exists, so the
 * screen creates it first and then calls `sendTo`, which sends them in their order (the first is
 * the cover) with progress. A refusal or a cancel stops there and says which image was not added;
 * the listing stays created either way.
 */
export const useImageDrafts = () => {
  const [drafts, setDrafts] = useState<ImageDraft[]>([]);
  const [sending, setSending] = useState<number>();
  const upload = useUploadProgress(cancelled);
  const queryClient = useQueryClient();

  const sendTo = async (listingId: string) => {
    const chosen = drafts;
    try {
      for (const [index, { file, alt }] of chosen.entries()) {
        setSending(index);
        try {
          await upload.send((control) => uploadListingImage({ listingId, file, alt: alt.trim() }, control));
        } catch (error) {
          // The tracker has already said a cancel.
          if (!isUploadCancelled(error)) {
            const why = uploadFailureMessage(error, 'The upload failed.');
            toast({
              title: 'Image not added',
              description: `Image ${index + 1} of ${chosen.length} (${file.name}): ${why} ${addTheRest}`,
              variant: 'destructive',
            });
          }
          return false;
        }
      }
      return true;
    } finally {
      setSending(undefined);
      if (chosen.length > 0) await queryClient.invalidateQueries({ queryKey: queryKeys.listings.all });
    }
  };

  return {
    drafts,
    setDrafts,
    clear: () => setDrafts([]),
    sendTo,
    upload,
    isSending: sending !== undefined,
    /** Names the progress bar: "Uploading image 2 of 3". */
    label: `Uploading image ${(sending ?? 0) + 1} of ${drafts.length}`,
  };
};
