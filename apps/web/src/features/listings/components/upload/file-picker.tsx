import { FileIcon, XIcon } from 'lucide-react';
import { type ChangeEvent, useRef } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

/**
 * A labelled file input that hands the chosen file to `onPick`; when the caller refuses it
 * (returns false), the input is cleared so the same file can be chosen again after a fix.
 */
export const FilePicker = ({
  id,
  label,
  hint,
  accept,
  file,
  onPick,
  onClear,
  status,
}: {
  id: string;
  label: string;
  hint: string;
  accept: string;
  file: File | null;
  onPick: (file: File) => boolean;
  onClear: () => void;
  status?: string;
}) => {
  const input = useRef<HTMLInputElement>(null);
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const picked = event.target.files?.[0];
    if (picked && !onPick(picked) && input.current) input.current.value = '';
  };
  const clear = () => {
    if (input.current) input.current.value = '';
    onClear();
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>{label}</Label>
      <input
        ref={input}
        id={id}
        type="file"
        accept={accept}
        onChange={onChange}
        aria-describedby={`${id}-hint`}
        className="block w-full text-sm file:mr-3 file:rounded-md file:border-0 file:bg-brand-50 file:px-3 file:py-2 file:font-medium file:text-brand-700 dark:file:bg-slate-800 dark:file:text-slate-100"
      />
      <p id={`${id}-hint`} className="text-xs text-muted-foreground">
        {hint}
      </p>
      {file && (
        <p className="flex items-center gap-2 text-sm">
          <FileIcon className="size-4 text-brand-text" aria-hidden />
          <span className="truncate">{file.name}</span>
          {status && <span className="text-xs text-muted-foreground">{status}</span>}
          <Button variant="ghost" size="icon" className="size-7" aria-label={`Remove ${file.name}`} onClick={clear}>
            <XIcon aria-hidden />
          </Button>
        </p>
      )}
    </div>
  );
};
