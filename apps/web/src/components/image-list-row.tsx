import { ArrowDownIcon, ArrowUpIcon, Trash2Icon } from 'lucide-react';
import type { InputHTMLAttributes } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** A new order with the item at `from` moved to `to`. */
export const moved = <T,>(items: readonly T[], from: number, to: number) => {
  const next = [...items];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item as T);
  return next;
};

/**
 * One picture in a list of listing images, with its alt text and buttons to move it or take it
 * out. Edit Listing saves each change at once; the upload screens keep them until the listing
 * exists. The first is the cover.
 */
export const ImageListRow = ({
  inputId,
  src,
  index,
  count,
  busy = false,
  altInput,
  onMove,
  onDelete,
}: {
  inputId: string;
  /** Nothing while a chosen file's preview is not ready. */
  src: string | undefined;
  index: number;
  count: number;
  busy?: boolean;
  altInput: InputHTMLAttributes<HTMLInputElement>;
  onMove: (to: number) => void;
  onDelete: () => void;
}) => {
  const n = index + 1;
  return (
    <li className="flex flex-wrap items-end gap-3 rounded-md border border-slate-200 p-2 dark:border-slate-800">
      {src ? (
        <img src={src} alt="" className="aspect-video w-24 rounded object-cover" />
      ) : (
        <span className="aspect-video w-24 rounded bg-slate-100 dark:bg-slate-800" />
      )}
      <div className="grid min-w-40 flex-1 gap-1">
        <Label htmlFor={inputId}>
          Alt text for image {n}
          {index === 0 ? ' (cover)' : ''}
        </Label>
        <Input id={inputId} placeholder="What the picture shows" {...altInput} />
      </div>
      <div className="flex gap-1">
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Move image ${n} earlier`}
          disabled={busy || index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpIcon aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Move image ${n} later`}
          disabled={busy || index === count - 1}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownIcon aria-hidden />
        </Button>
        <Button
          type="button"
          size="icon"
          variant="outline"
          aria-label={`Delete image ${n}`}
          disabled={busy}
          onClick={onDelete}
        >
          <Trash2Icon aria-hidden />
        </Button>
      </div>
    </li>
  );
};
