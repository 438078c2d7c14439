import { releaseLimits } from '@agentsy/contracts';
import { agentFileExtensions, videoExtensions } from '@agentsy/contracts/constants';
import { dialogPlatforms, dialogUseCases, platforms, useCases } from '@agentsy/contracts/taxonomy';
import { type FormEvent, type ReactNode, useState } from 'react';
import { FormField, fieldA11y } from '@/components/form-field';
import { ImageDraftsField } from '@/components/image-drafts-field';
import { MarkdownEditor } from '@/components/markdown-editor';
import { PriceLabel } from '@/components/price-label';
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
import { toast } from '@/components/ui/use-toast';
import { UploadProgressBar } from '@/components/upload-progress';
import { ApiError } from '@/lib/api-client';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { useCreateListing } from '../api/create-listing';
import { type RenderCompatibility, useCompatibility } from './upload/compatibility-slot';
import { emptyFields, type Fields, invalidFileType, listingFormOf, uploadFailureToast } from './upload/dialog-fields';
import { FilePicker } from './upload/file-picker';
import { NamedSelect } from './upload/named-select';
import { acceptOf, checkAgentFile } from './upload/upload-rules';
import { useDemoVideo } from './upload/use-demo-video';
import { useImageDrafts } from './upload/use-image-drafts';

/** docs/product.md#listing-uploads "Upload New Agent": the seller dashboard and the create-listing page open it. */
export const UploadAgentDialog = ({
  open,
  onOpenChange,
  beforeUpload,
  renderCheck,
  renderCompatibility,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Once stored, the dialog shows the file's check ("Checking your file…", then the outcome). */
  renderCheck?: (listingId: string, close: () => void) => ReactNode;
  /** Runs before the demo video is stored: the create-listing page turns seller mode on for a buyer. */
  beforeUpload?: () => Promise<void>;
  renderCompatibility?: RenderCompatibility;
}) => {
  const [fields, setFields] = useState(emptyFields);
  const [checking, setChecking] = useState<string>();
  const compatibility = useCompatibility(renderCompatibility);
  // Closing drops the compatibility fields, so what they declared goes too.
  const close = () => {
    setChecking(undefined);
    compatibility.reset();
    onOpenChange(false);
  };
  const [file, setFile] = useState<File | null>(null);
  const [versionError, setVersionError] = useState<string>();
  const video = useDemoVideo(beforeUpload);
  const images = useImageDrafts();
  const sending = useUploadProgress();
  const create = useCreateListing({ upload: sending, failureToast: uploadFailureToast });
  const set = (patch: Partial<Fields>) => setFields((f) => ({ ...f, ...patch }));

  const reset = () => {
    setFields(emptyFields);
    setFile(null);
    setVersionError(undefined);
    compatibility.reset();
    video.clear();
    images.clear();
  };

  const pickFile = (picked: File) => {
    const problem = checkAgentFile(picked, agentFileExtensions, invalidFileType);
    if (problem) toast({ title: problem.title, description: problem.message, variant: 'destructive' });
    else setFile(picked);
    return !problem;
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const checked = listingFormOf(fields, file);
    setVersionError('versionError' in checked ? checked.versionError : undefined);
    if ('missing' in checked) {
      toast({ title: checked.missing.title, description: checked.missing.message, variant: 'destructive' });
    }
    if (!('form' in checked)) return;
    const { form } = checked;
    compatibility.appendTo(form);
    if (video.uploaded) {
      form.append('videoUrl', video.uploaded.videoUrl);
      form.append('videoFileName', video.uploaded.videoFileName);
      form.append('videoFileSize', String(video.uploaded.videoFileSize));
    }
    create.mutate(form, {
      onSuccess: async (listing) => {
        toast({
          title: 'Agent Uploaded Successfully!',
          description: 'It is live in the marketplace as soon as its file is checked, in a few seconds.',
        });
        await images.sendTo(listing.id);
        reset();
        if (renderCheck) setChecking(listing.id);
        else onOpenChange(false);
      },
    });
  };

  const isBusy = create.isPending || video.isUploading || images.isSending;
  const titleError = create.error instanceof ApiError ? create.error.fields.title : undefined;
  return (
    <Dialog open={open} onOpenChange={(next) => (next ? onOpenChange(true) : close())}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Upload New Agent</DialogTitle>
          <DialogDescription>Share an agent, prompt or workflow with the marketplace.</DialogDescription>
        </DialogHeader>
        {checking && renderCheck ? (
          renderCheck(checking, close)
        ) : (
          <form noValidate onSubmit={onSubmit} className="grid gap-4">
            <FilePicker
              id="upload-file"
              label="Agent file"
              hint=".json, .yaml, .yml, .py, .txt or .zip, under 10MB."
              accept={acceptOf(agentFileExtensions)}
              file={file}
              onPick={pickFile}
              onClear={() => setFile(null)}
            />
            <FormField id="upload-title" label="Title" error={titleError}>
              <Input
                {...fieldA11y('upload-title', titleError)}
                value={fields.title}
                onChange={(e) => set({ title: e.target.value })}
              />
            </FormField>
            <div className="grid gap-4 sm:grid-cols-2">
              <NamedSelect
                id="upload-platform"
                label="Platform"
                placeholder="Choose a platform"
                slugs={dialogPlatforms}
                names={platforms}
                value={fields.platform}
                onChange={(platform) => set({ platform })}
              />
              <div className="grid gap-2">
                <PriceLabel htmlFor="upload-price" price={fields.price} />
                <Input
                  id="upload-price"
                  type="number"
                  inputMode="decimal"
                  min="0"
                  step="0.01"
                  value={fields.price}
                  onChange={(e) => set({ price: e.target.value })}
                />
              </div>
            </div>
            <FormField id="upload-version" label="Version" error={versionError}>
              <Input
                placeholder={releaseLimits.firstVersion}
                {...fieldA11y('upload-version', versionError)}
                value={fields.version}
                onChange={(e) => set({ version: e.target.value })}
              />
            </FormField>
            <NamedSelect
              id="upload-use-case"
              label="Use case"
              placeholder="Choose a use case"
              slugs={dialogUseCases}
              names={useCases}
              value={fields.useCase}
              onChange={(useCase) => set({ useCase })}
            />
            <div className="grid gap-2">
              <Label htmlFor="upload-description">Description</Label>
              <MarkdownEditor
                id="upload-description"
                rows={4}
                text={fields.description}
                value={fields.description}
                onChange={(e) => set({ description: e.target.value })}
              />
            </div>
            <div className="grid gap-2">
              <Label htmlFor="upload-tags">Tags</Label>
              <Input
                id="upload-tags"
                placeholder="Automation, SEO, Analytics"
                aria-describedby="upload-tags-hint"
                value={fields.tags}
                onChange={(e) => set({ tags: e.target.value })}
              />
              <p id="upload-tags-hint" className="text-xs text-muted-foreground">
                Comma-separated; up to 5 from the marketplace's tag list are kept.
              </p>
            </div>
            {compatibility.render(fields.platform, create.error)}
            <ImageDraftsField id="upload-images" drafts={images.drafts} onChange={images.setDrafts} disabled={isBusy} />
            <FilePicker
              id="upload-video"
              label="Demo video (optional)"
              hint="MP4, MOV or WebM, under 50MB. About 90 seconds works best."
              accept={acceptOf(videoExtensions)}
              file={video.file}
              onPick={video.pick}
              onClear={video.clear}
              status={video.isUploading ? 'Uploading...' : video.uploaded ? 'Uploaded' : undefined}
            />
            <UploadProgressBar upload={video.upload} label="Uploading demo video" />
            <UploadProgressBar upload={sending} label="Uploading agent" />
            <UploadProgressBar upload={images.upload} label={images.label} />
            <DialogFooter>
              <Button type="submit" disabled={isBusy}>
                {create.isPending ? 'Uploading...' : 'Upload Agent'}
              </Button>
            </DialogFooter>
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
};
