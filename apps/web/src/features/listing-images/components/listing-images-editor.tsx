import type { ListingImage } from '@agentsy/contracts';
import { listingImageAccept, listingImageLimits } from '@agentsy/contracts/listing-image-rules';
import { ImageListRow, moved } from '@/components/image-list-row';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/lib/api-client';
import { useChangeListingImages, useListingImages } from '../api/listing-images';

const ImageRow = ({
  image,
  index,
  count,
  busy,
  onAlt,
  onMove,
  onDelete,
}: {
  image: ListingImage;
  index: number;
  count: number;
  busy: boolean;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) => (
  <ImageListRow
    inputId={`image-alt-${image.id}`}
    src={image.urls[0]!.url}
    index={index}
    count={count}
    busy={busy}
    altInput={{
      defaultValue: image.alt,
      maxLength: listingImageLimits.altMax,
      onBlur: (e) => {
        if (e.target.value.trim() !== image.alt) onAlt(e.target.value);
      },
    }}
    onMove={onMove}
    onDelete={onDelete}
  />
);

/**
 * The images of a listing that exists, in Edit Listing: each change is saved at once (as the demo
 * video is), and the first image is the cover on cards.
 */
export const ListingImagesEditor = ({ listingId }: { listingId: string }) => {
  const { data: images = [], isPending } = useListingImages(listingId);
  const change = useChangeListingImages(listingId, {
    failureToast: (error) => ({ title: 'Image not saved', description: serverMessageOr(error, 'Please try again.') }),
  });
  const ids = images.map((i) => i.id);
  const busy = change.isPending;

  return (
    <fieldset className="grid gap-2" aria-busy={busy}>
      <legend className="text-sm font-medium">Images</legend>
      <p className="text-xs text-muted-foreground">
        {images.length} of {listingImageLimits.perListing}. The first is the cover. JPEG, PNG, WebP or GIF, under 10MB.
      </p>
      {images.length > 0 && (
        <ol className="grid gap-2">
          {images.map((image, index) => (
            <ImageRow
              key={image.id}
              image={image}
              index={index}
              count={images.length}
              busy={busy}
              onAlt={(alt) => change.mutate({ kind: 'update', patch: { alt: { [image.id]: alt } } })}
              onMove={(to) => change.mutate({ kind: 'update', patch: { order: moved(ids, index, to) } })}
              onDelete={() => change.mutate({ kind: 'delete', imageId: image.id })}
            />
          ))}
        </ol>
      )}
      {!isPending && images.length < listingImageLimits.perListing && (
        <div className="grid gap-1">
          <Label htmlFor={`add-image-${listingId}`}>Add an image</Label>
          <Input
            id={`add-image-${listingId}`}
            type="file"
            accept={listingImageAccept}
            disabled={busy}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (file) change.mutate({ kind: 'upload', file, alt: '' });
            }}
          />
        </div>
      )}
      {busy && <p className="text-xs text-muted-foreground">Saving...</p>}
    </fieldset>
  );
};
