import {
  listingImageAccept,
  listingImageLimits,
  listingImagePickMessages,
} from '@agentsy/contracts/listing-image-rules';
import { useEffect, useState } from 'react';
import { ImageListRow, moved } from '@/components/image-list-row';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';

/** A picture chosen on an upload screen, sent once the listing exists. */
export type ImageDraft = { key: string; file: File; alt: string };

const acceptedTypes = listingImageAccept.split(',');

/** What the browser can tell before sending; the server still decides by the bytes. */
const problemOf = (file: File) => {
  if (!acceptedTypes.includes(file.type)) return listingImagePickMessages.notAnImage;
  if (file.size > listingImageLimits.maxBytes) return listingImagePickMessages.tooLarge;
  return null;
};

/** A preview of a chosen file, released when the row goes. */
const useObjectUrl = (file: File) => {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    const made = URL.createObjectURL(file);
    setUrl(made);
    return () => URL.revokeObjectURL(made);
  }, [file]);
  return url;
};

const DraftRow = ({
  draft,
  index,
  count,
  disabled,
  onAlt,
  onMove,
  onDelete,
}: {
  draft: ImageDraft;
  index: number;
  count: number;
  disabled: boolean;
  onAlt: (alt: string) => void;
  onMove: (to: number) => void;
  onDelete: () => void;
}) => {
  const preview = useObjectUrl(draft.file);
  return (
    <ImageListRow
      inputId={`draft-alt-${draft.key}`}
      src={preview}
      index={index}
      count={count}
      busy={disabled}
      altInput={{
        value: draft.alt,
        maxLength: listingImageLimits.altMax,
        disabled,
        onChange: (e) => onAlt(e.target.value),
      }}
      onMove={onMove}
      onDelete={onDelete}
    />
  );
};

let nextKey = 0;

/**
 * The images of a listing not yet created: up to 8 with alt text, in order (the first is the
 * cover). A file that cannot be an image, or is too big, is refused at once.
 */
export const ImageDraftsField = ({
  id,
  drafts,
  onChange,
  disabled = false,
}: {
  id: string;
  drafts: ImageDraft[];
  onChange: (drafts: ImageDraft[]) => void;
  disabled?: boolean;
}) => {
  // One toast says every refusal of a pick (a toast at a time is shown).
  const add = (files: File[]) => {
    const accepted: ImageDraft[] = [];
    const refused: { title: string; message: string }[] = [];
    for (const file of files) {
      const problem = problemOf(file);
      if (problem) refused.push({ title: problem.title, message: `${file.name}: ${problem.message}` });
      else accepted.push({ key: String(++nextKey), file, alt: '' });
    }
    const room = listingImageLimits.perListing - drafts.length;
    if (accepted.length > room) refused.push(listingImagePickMessages.tooMany);
    if (refused.length > 0) {
      toast({ title: refused[0]!.title, description: refused.map((r) => r.message).join(' '), variant: 'destructive' });
    }
    if (accepted.length > 0) onChange([...drafts, ...accepted.slice(0, room)]);
  };
  const replace = (index: number, draft: ImageDraft) => onChange(drafts.map((d, i) => (i === index ? draft : d)));

  return (
    <fieldset className="grid gap-2">
      <legend className="text-sm font-medium">Images (optional)</legend>
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {drafts.length} of {listingImageLimits.perListing}. The first is the cover. JPEG, PNG, WebP or GIF, under 10MB.
      </p>
      {drafts.length > 0 && (
        <ol className="grid gap-2">
          {drafts.map((draft, index) => (
            <DraftRow
              key={draft.key}
              draft={draft}
              index={index}
              count={drafts.length}
              disabled={disabled}
              onAlt={(alt) => replace(index, { ...draft, alt })}
              onMove={(to) => onChange(moved(drafts, index, to))}
              onDelete={() => onChange(drafts.filter((d) => d !== draft))}
            />
          ))}
        </ol>
      )}
      {drafts.length < listingImageLimits.perListing && (
        <div className="grid gap-1">
          <Label htmlFor={id}>Add images</Label>
          <input
            id={id}
            type="file"
            multiple
            accept={listingImageAccept}
            disabled={disabled}
            aria-describedby={`${id}-hint`}
            onChange={(e) => {
              const files = [...(e.target.files ?? [])];
              e.target.value = '';
              add(files);
            }}
            className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 dark:file:bg-slate-800 dark:file:text-slate-100"
          />
        </div>
      )}
    </fieldset>
  );
};
