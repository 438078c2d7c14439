import { settingsMessages } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { type ChangeEvent, useRef } from 'react';
import { PersonAvatar } from '@/components/person-avatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { toast } from '@/components/ui/use-toast';
import { UploadProgressBar } from '@/components/upload-progress';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { useRemoveAvatar } from '../api/remove-avatar';
import { useUploadAvatar } from '../api/upload-avatar';

/**
 * The quick checks a browser can make before sending; the server decides by the bytes themselves,
 * so a picture with the wrong extension still works and a page named .png is still refused.
 */
const refusalOf = (file: File) => {
  if (!file.type.startsWith('image/')) return settingsMessages.invalidFileType;
  if (file.size >= limits.avatarMaxBytes) return settingsMessages.fileTooLarge;
  return undefined;
};

export const AvatarCard = ({ name, avatarUrl }: { name: string; avatarUrl: string | null }) => {
  const input = useRef<HTMLInputElement>(null);
  const sending = useUploadProgress();
  const upload = useUploadAvatar(sending);
  const remove = useRemoveAvatar();
  const isBusy = upload.isPending || remove.isPending;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    // Clear the choice so picking the same file again fires another change.
    event.target.value = '';
    if (!file) return;
    const refusal = refusalOf(file);
    if (refusal) {
      toast({ title: refusal.title, description: refusal.message, variant: 'destructive' });
      return;
    }
    upload.mutate(file);
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Profile Picture</CardTitle>
        <CardDescription>JPG, PNG or GIF, smaller than 5MB.</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-center gap-4">
        <PersonAvatar name={name} imageUrl={avatarUrl} className="size-20 text-2xl" />
        <div className="flex flex-wrap gap-2">
          <input
            ref={input}
            type="file"
            accept="image/*"
            className="sr-only"
            tabIndex={-1}
            aria-label="Choose a profile picture"
            onChange={onPick}
          />
          <Button type="button" disabled={isBusy} onClick={() => input.current?.click()}>
            {upload.isPending ? 'Uploading...' : 'Upload New Picture'}
          </Button>
          {avatarUrl && (
            <Button type="button" variant="outline" disabled={isBusy} onClick={() => remove.mutate()}>
              Remove
            </Button>
          )}
        </div>
        <div className="basis-full empty:hidden">
          <UploadProgressBar upload={sending} label="Uploading profile picture" />
        </div>
      </CardContent>
    </Card>
  );
};
