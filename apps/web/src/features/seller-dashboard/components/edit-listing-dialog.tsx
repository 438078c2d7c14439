import { editListingFormSchema, type ListingDetail, type SellerAnalytics, videoExtensions } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
import { MarkdownEditor } from '@/components/markdown-editor';
import { PriceLabel } from '@/components/price-label';
import { TagPicker } from '@/components/tag-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { UploadProgressBar } from '@/components/upload-progress';
import { serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors, showServerFieldErrors } from '@/lib/form-errors';
import { useListingToEdit } from '../api/get-listing-to-edit';
import { useUpdateListing } from '../api/update-listing';
import {
  changesBetween,
  type EditFormInput,
  type EditFormOutput,
  formValuesOf,
  type VideoChoice,
} from './listing-changes';
import { useReplacementVideo } from './use-replacement-video';

const editFields = ['title', 'description', 'price', 'tags'] as const;

type Row = SellerAnalytics['listings'][number];

const EditListingForm = ({ listing, onDone }: { listing: ListingDetail; onDone: () => void }) => {
  // Fixed when the form opens, so a background refresh cannot shift what counts as changed.
  const [initial] = useState(() => formValuesOf(listing));
  const {
    control,
    register,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<EditFormInput, unknown, EditFormOutput>({
    resolver: zodResolver(editListingFormSchema),
    defaultValues: initial,
  });
  const update = useUpdateListing({
    failureToast: (error) =>
      hasFieldErrors(error, editFields)
        ? undefined
        : { title: 'Update Failed', description: serverMessageOr(error, 'Failed to update listing.') },
  });
  const video = useReplacementVideo();
  const [videoChoice, setVideoChoice] = useState<VideoChoice>('keep');

  const price = watch('price');
  const waitingForVideo = videoChoice === 'replace' && !video.uploaded;

  const submit = (values: EditFormOutput) => {
    const changes = changesBetween(initial, values, { choice: videoChoice, uploadedUrl: video.uploaded?.url ?? null });
    if (Object.keys(changes).length === 0) {
      onDone();
      return;
    }
    update.mutate(
      { listingId: listing.id, changes },
      {
        onSuccess: (updated) => {
          toast({ title: 'Listing Updated', description: `${updated.title} has been saved.` });
          onDone();
        },
        onError: (error) => {
          showServerFieldErrors(error, setError, editFields);
        },
      },
    );
  };

  const choices: { value: VideoChoice; label: string }[] = listing.videoUrl
    ? [
        { value: 'keep', label: 'Keep current video' },
        { value: 'replace', label: 'Replace video' },
        { value: 'remove', label: 'Remove video' },
      ]
    : [
        { value: 'keep', label: 'No video' },
        { value: 'replace', label: 'Add a video' },
      ];

  return (
    <form id="edit-listing-form" noValidate className="grid gap-4" onSubmit={handleSubmit(submit)}>
      <FormField id="edit-title" label="Title" error={errors.title?.message}>
        <Input {...fieldA11y('edit-title', errors.title?.message)} {...register('title')} />
      </FormField>
      <FormField id="edit-description" label="Description" error={errors.description?.message}>
        <MarkdownEditor
          rows={4}
          text={watch('description') ?? ''}
          {...fieldA11y('edit-description', errors.description?.message)}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-2">
        <PriceLabel htmlFor="edit-price" price={String(price)} />
        <Input
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          {...fieldA11y('edit-price', errors.price?.message)}
          {...register('price')}
        />
        {errors.price?.message && (
          <p id="edit-price-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.price.message}
          </p>
        )}
      </div>
      <Controller
        control={control}
        name="tags"
        render={({ field }) => <TagPicker value={field.value} onChange={field.onChange} />}
      />
      <Controller
        control={control}
        name="active"
        render={({ field }) => (
          <div className="flex items-center gap-3">
            <Switch id="edit-active" checked={field.value} onCheckedChange={field.onChange} />
            <Label htmlFor="edit-active">Active</Label>
            <span className="text-xs text-muted-foreground">
              {field.value ? 'Listed in the marketplace' : 'Hidden from the marketplace'}
            </span>
          </div>
        )}
      />
      <fieldset className="grid gap-2">
        <legend className="text-sm font-medium">Demo video</legend>
        {listing.videoFileName && <p className="text-xs text-muted-foreground">Current: {listing.videoFileName}</p>}
        <div className="flex flex-wrap gap-4">
          {choices.map((choice) => (
            <label key={choice.value} className="inline-flex items-center gap-2 text-sm">
              <input
                type="radio"
                name="edit-video-choice"
                value={choice.value}
                checked={videoChoice === choice.value}
                onChange={() => setVideoChoice(choice.value)}
              />
              {choice.label}
            </label>
          ))}
        </div>
        {videoChoice === 'replace' && (
          <div className="grid gap-1">
            <Label htmlFor="edit-video-file">New demo video</Label>
            <Input
              id="edit-video-file"
              type="file"
              accept={videoExtensions.join(',')}
              disabled={video.isUploading}
              onChange={(e) => {
                const file = e.target.files?.[0];
                if (file) video.pick(file);
              }}
            />
            {video.isUploading ? (
              <UploadProgressBar upload={video.progress} label="Uploading demo video" />
            ) : (
              <p className="text-xs text-muted-foreground">
                {video.uploaded
                  ? `Uploaded: ${video.uploaded.fileName}`
                  : 'MP4, MOV or WebM, under 50MB. It uploads as soon as you choose it.'}
              </p>
            )}
          </div>
        )}
      </fieldset>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || video.isUploading || waitingForVideo}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogFooter>
    </form>
  );
};

/** `children` shows below the form: the listing's versions, which change apart from its fields. */
type Props = { listing: Row; open: boolean; onOpenChange: (open: boolean) => void; children?: ReactNode };

/** Edit a listing from the dashboard; the row has no description or tags, so the full listing is fetched on open. */
export const EditListingDialog = ({ listing, open, onOpenChange, children }: Props) => {
  const detail = useListingToEdit(listing.id, { enabled: open });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[90vh] overflow-y-auto">
        <DialogHeader>
          <DialogTitle>Edit Listing</DialogTitle>
          <DialogDescription>Changes show in the marketplace as soon as you save.</DialogDescription>
        </DialogHeader>
        {detail.data && detail.isFetchedAfterMount ? (
          // Starts from a fresh copy of the listing, not a cached one that may be out of date.
          <EditListingForm listing={detail.data} onDone={() => onOpenChange(false)} />
        ) : detail.isError ? (
          <p className="text-sm text-red-600">{serverMessageOr(detail.error, 'Could not load this listing.')}</p>
        ) : (
          <p className="text-sm text-muted-foreground">Loading {listing.title}...</p>
        )}
        {children && <div className="border-t border-slate-200 pt-4 dark:border-slate-800">{children}</div>}
      </DialogContent>
    </Dialog>
  );
};
