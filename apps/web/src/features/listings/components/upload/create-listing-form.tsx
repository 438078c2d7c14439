import { createListingFormSchema, listingMessages, releaseLimits } from '@agentsy/contracts';
import { createScreenAgentExtensions, videoExtensions } from '@agentsy/contracts/constants';
import { createScreenPlatforms, createScreenUseCases, platforms, useCases } from '@agentsy/contracts/taxonomy';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { FormField, fieldA11y } from '@/components/form-field';
import { ImageDraftsField } from '@/components/image-drafts-field';
import { MarkdownEditor } from '@/components/markdown-editor';
import { type ListingTag, TagPicker } from '@/components/tag-picker';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/use-toast';
import { UploadProgressBar } from '@/components/upload-progress';
import { uploadFailureMessage } from '@/lib/api-client';
import { hasFieldErrors, showServerFieldErrors } from '@/lib/form-errors';
import { showFailure } from '@/lib/mutation-failure';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { useCreateListing } from '../../api/create-listing';
import { type RenderCompatibility, useCompatibility } from './compatibility-slot';
import { FilePicker } from './file-picker';
import { acceptOf, checkAgentFile, checkVideoFile } from './upload-rules';
import { useImageDrafts } from './use-image-drafts';

type FormInput = z.input<typeof createListingFormSchema>;
type FormOutput = z.output<typeof createListingFormSchema>;

const emptyForm: FormInput = {
  title: '',
  description: '',
  price: '',
  platform: '',
  useCase: '',
  tags: [],
  version: '',
};

const notify = (problem: { title: string; message?: string }) =>
  toast({ title: problem.title, description: problem.message, variant: 'destructive' });

const createFailure = (error: unknown) => ({
  title: 'Error Creating Listing',
  description: uploadFailureMessage(error, 'There was a problem creating your listing. Please try again.'),
});

/**
 * "Sell an Agent" (docs/product.md#listing-uploads). `beforeCreate` runs first, so the page can turn seller mode on
 * for a buyer; `onCreated` decides where to go next; `renderCompatibility` brings the compatibility fields.
 */
export const CreateListingForm = ({
  beforeCreate,
  onCreated,
  onCancel,
  renderCompatibility,
}: {
  beforeCreate: () => Promise<void>;
  /** Gets the new listing's id: its first version (1.0.0) is checked before it goes live. */
  onCreated: (listingId: string) => void;
  onCancel: () => void;
  renderCompatibility?: RenderCompatibility;
}) => {
  const [agentFile, setAgentFile] = useState<File | null>(null);
  const [videoFile, setVideoFile] = useState<File | null>(null);
  const [isPreparing, setIsPreparing] = useState(false);
  const compatibility = useCompatibility(renderCompatibility);
  const images = useImageDrafts();
  // A refused title (a reserved word, a verified seller's name) or compatibility is said under its field.
  const sending = useUploadProgress();
  const create = useCreateListing({
    upload: sending,
    failureToast: (error) => (hasFieldErrors(error, ['title', 'compatibility']) ? undefined : createFailure(error)),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<FormInput, unknown, FormOutput>({
    resolver: zodResolver(createListingFormSchema),
    defaultValues: emptyForm,
  });
  const error = (name: keyof FormInput) => errors[name]?.message;

  const pickAgentFile = (file: File) => {
    const problem = checkAgentFile(file, createScreenAgentExtensions, listingMessages.invalidFileType);
    if (problem) notify(problem);
    else setAgentFile(file);
    return !problem;
  };
  const pickVideo = (file: File) => {
    const problem = checkVideoFile(file, {
      wrongType: listingMessages.invalidVideoType,
      tooLarge: listingMessages.videoTooLarge,
    });
    if (problem) notify(problem);
    else setVideoFile(file);
    return !problem;
  };

  const submit = async (values: FormOutput) => {
    if (!agentFile) return notify(listingMessages.agentFileRequired);
    const form = new FormData();
    form.append('title', values.title);
    form.append('description', values.description);
    form.append('price', values.price.toFixed(2));
    form.append('platform', values.platform);
    form.append('useCase', values.useCase);
    form.append('tags', JSON.stringify(values.tags));
    // Empty: the server gives the first version 1.0.0.
    if (values.version) form.append('version', values.version);
    compatibility.appendTo(form);
    form.append('agentFile', agentFile);
    if (videoFile) form.append('videoFile', videoFile);
    setIsPreparing(true);
    try {
      await beforeCreate();
    } catch (caught) {
      return showFailure(caught, createFailure);
    } finally {
      setIsPreparing(false);
    }
    create.mutate(form, {
      onSuccess: async (listing) => {
        toast({
          title: 'Listing Created Successfully!',
          description: 'Your agent is live in the marketplace as soon as its file is checked, in a few seconds.',
        });
        await images.sendTo(listing.id);
        onCreated(listing.id);
      },
      onError: (error) => showServerFieldErrors(error, setError, ['title']),
    });
  };

  // The file is checked first so a missing file is reported even while other fields are blank.
  const onSubmit = handleSubmit(submit, () => {
    if (!agentFile) notify(listingMessages.agentFileRequired);
  });
  const isPending = isPreparing || create.isPending || images.isSending;

  return (
    <form noValidate onSubmit={onSubmit} className="grid gap-6">
      <FilePicker
        id="agent-file"
        label="Agent file"
        hint="Your agent or workflow: .json, .zip, .py, .yaml or .yml, under 10MB."
        accept={acceptOf(createScreenAgentExtensions)}
        file={agentFile}
        onPick={pickAgentFile}
        onClear={() => setAgentFile(null)}
      />
      <FilePicker
        id="demo-video"
        label="Demo video (optional)"
        hint="MP4, MOV or WebM, under 50MB. About 90 seconds works best."
        accept={acceptOf(videoExtensions)}
        file={videoFile}
        onPick={pickVideo}
        onClear={() => setVideoFile(null)}
      />
      <ImageDraftsField id="listing-images" drafts={images.drafts} onChange={images.setDrafts} disabled={isPending} />
      <FormField id="listing-title" label="Title" error={error('title')}>
        <Input {...fieldA11y('listing-title', error('title'))} {...register('title')} />
      </FormField>
      <FormField id="listing-description" label="Description" error={error('description')}>
        <MarkdownEditor
          rows={5}
          text={watch('description') ?? ''}
          {...fieldA11y('listing-description', error('description'))}
          {...register('description')}
        />
      </FormField>
      <div className="grid gap-6 sm:grid-cols-3">
        <FormField id="listing-platform" label="Platform" error={error('platform')}>
          <NativeSelect {...fieldA11y('listing-platform', error('platform'))} {...register('platform')}>
            <option value="">Choose a platform</option>
            {createScreenPlatforms.map((slug) => (
              <option key={slug} value={slug}>
                {platforms[slug]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="listing-use-case" label="Use case" error={error('useCase')}>
          <NativeSelect {...fieldA11y('listing-use-case', error('useCase'))} {...register('useCase')}>
            <option value="">Choose a use case</option>
            {createScreenUseCases.map((slug) => (
              <option key={slug} value={slug}>
                {useCases[slug]}
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField id="listing-price" label="Price (USD)" error={error('price')}>
          <Input
            type="number"
            inputMode="decimal"
            min="0.01"
            step="0.01"
            placeholder="19.99"
            {...fieldA11y('listing-price', error('price'))}
            {...register('price')}
          />
        </FormField>
      </div>
      <FormField id="listing-version" label="Version" error={error('version')}>
        <Input
          placeholder={releaseLimits.firstVersion}
          {...fieldA11y('listing-version', error('version'))}
          {...register('version')}
        />
      </FormField>
      {compatibility.render(watch('platform'), create.error)}
      <Controller
        control={control}
        name="tags"
        render={({ field }) => (
          <TagPicker value={(field.value ?? []) as ListingTag[]} onChange={(tags) => field.onChange(tags)} />
        )}
      />
      <UploadProgressBar upload={sending} label="Uploading your listing" />
      <UploadProgressBar upload={images.upload} label={images.label} />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={isPending}>
          {isPending ? 'Publishing...' : 'Publish Listing'}
        </Button>
        <Button type="button" size="lg" variant="outline" onClick={onCancel} disabled={isPending}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
