import { releaseLimits, releaseMessages } from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { useState } from 'react';
import { FormField, fieldA11y } from '@/components/form-field';
import { Markdown } from '@/components/markdown';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { Textarea } from '@/components/ui/textarea';
import { UploadProgressBar } from '@/components/upload-progress';
import { ApiError, serverMessageOr } from '@/lib/api-client';
import { useUploadProgress } from '@/lib/use-upload-progress';
import { usePublishVersion } from '../api/publish-version';
import { CompatibilityFields, compatibilityOfDraft, emptyCompatibility } from './compatibility-fields';
import { looksLikeVersion } from './version-numbers';

/** The agent file types of today's upload dialog (docs/product.md#listing-uploads). */
const agentExtensions = ['.json', '.yaml', '.yml', '.py', '.txt', '.zip'];

type Errors = Partial<Record<'file' | 'version' | 'changelog' | 'compatibility', string>>;

const check = (file: File | null, version: string, changelog: string): Errors => {
  const errors: Errors = {};
  if (!file) errors.file = releaseMessages.fileRequired;
  else if (file.size >= limits.agentFileMaxBytes) errors.file = 'Agent file must be under 10MB.';
  if (!looksLikeVersion(version)) errors.version = releaseMessages.invalidVersion;
  if (!changelog.trim()) errors.changelog = releaseMessages.changelogRequired;
  else if (changelog.trim().length > releaseLimits.changelogMax) errors.changelog = releaseMessages.changelogTooLong;
  return errors;
};

/** Where the server's refusal belongs: a taken or invalid number under the version, and so on. */
const fieldOf = (error: unknown): keyof Errors | null => {
  if (!(error instanceof ApiError)) return null;
  for (const name of ['version', 'changelog', 'file', 'compatibility'] as const) if (error.fields[name]) return name;
  const message = error.serverMessage ?? '';
  if (message === releaseMessages.invalidVersion || /^Version .* already exists/.test(message)) return 'version';
  if (message === releaseMessages.changelogRequired || message === releaseMessages.changelogTooLong) return 'changelog';
  return null;
};

/** `onDone` gets the stored version's number; it is checked before it goes live. */
type Props = { listingId: string; proposed: string; onDone: (version: string) => void; onCancel: () => void };

/** Publish a new version: the file, the next patch proposed, a changelog with its preview, and silence. */
export const PublishVersionForm = ({ listingId, proposed, onDone, onCancel }: Props) => {
  // A refusal about one field goes under it; any other gets the toast (and a 401, sign-in).
  const sending = useUploadProgress();
  const publish = usePublishVersion({
    upload: sending,
    failureToast: (error) =>
      fieldOf(error)
        ? undefined
        : { title: 'Version Not Published', description: serverMessageOr(error, 'Could not publish this version.') },
  });
  const [file, setFile] = useState<File | null>(null);
  const [version, setVersion] = useState(proposed);
  const [changelog, setChangelog] = useState('');
  const [silent, setSilent] = useState(false);
  const [compatibility, setCompatibility] = useState(emptyCompatibility);
  const [errors, setErrors] = useState<Errors>({});

  const onSubmit = (event: React.FormEvent) => {
    event.preventDefault();
    const found = check(file, version, changelog);
    setErrors(found);
    if (Object.keys(found).length > 0 || !file) return;
    const declared = compatibilityOfDraft(compatibility);
    publish.mutate(
      {
        listingId,
        file,
        version: version.trim(),
        changelog: changelog.trim(),
        silent,
        compatibility: declared && JSON.stringify(declared),
      },
      {
        onSuccess: (published) => onDone(published.version),
        onError: (error) => {
          const field = fieldOf(error);
          const message = serverMessageOr(error, 'Could not publish this version.');
          if (field) setErrors({ [field]: error instanceof ApiError ? (error.fields[field] ?? message) : message });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} noValidate className="grid gap-4">
      <FormField id="version-file" label="Agent file" error={errors.file}>
        <Input
          {...fieldA11y('version-file', errors.file)}
          type="file"
          accept={agentExtensions.join(',')}
          onChange={(e) => setFile(e.target.files?.[0] ?? null)}
        />
      </FormField>
      <FormField id="version-number" label="Version" error={errors.version}>
        <Input
          {...fieldA11y('version-number', errors.version)}
          value={version}
          onChange={(e) => setVersion(e.target.value)}
          autoComplete="off"
          spellCheck={false}
        />
      </FormField>
      <div className="grid gap-2">
        <Label htmlFor="version-changelog">Changelog</Label>
        <Tabs defaultValue="write">
          <TabsList>
            <TabsTrigger value="write">Write</TabsTrigger>
            <TabsTrigger value="preview">Preview</TabsTrigger>
          </TabsList>
          <TabsContent value="write">
            <Textarea
              {...fieldA11y('version-changelog', errors.changelog)}
              value={changelog}
              onChange={(e) => setChangelog(e.target.value)}
              rows={6}
              maxLength={releaseLimits.changelogMax}
              placeholder="What changed in this version? Markdown works."
            />
          </TabsContent>
          <TabsContent value="preview" data-testid="changelog-preview">
            {changelog.trim() ? (
              <Markdown text={changelog} className="min-h-24 rounded-md border p-3" />
            ) : (
              <p className="text-sm text-muted-foreground">Nothing to preview yet.</p>
            )}
          </TabsContent>
        </Tabs>
        {errors.changelog && (
          <p id="version-changelog-error" className="text-sm text-red-600 dark:text-red-400">
            {errors.changelog}
          </p>
        )}
      </div>
      <CompatibilityFields value={compatibility} onChange={setCompatibility} error={errors.compatibility} />
      <div className="flex items-center justify-between gap-4">
        <div className="grid gap-1">
          <Label htmlFor="version-silent">Publish silently</Label>
          <p id="version-silent-hint" className="text-sm text-muted-foreground">
            Buyers get no notice of this version.
          </p>
        </div>
        <Switch
          id="version-silent"
          aria-describedby="version-silent-hint"
          checked={silent}
          onCheckedChange={setSilent}
        />
      </div>
      <UploadProgressBar upload={sending} label="Uploading version file" />
      <div className="flex justify-end gap-2">
        <Button type="button" variant="outline" onClick={onCancel} disabled={publish.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={publish.isPending}>
          {publish.isPending ? 'Publishing...' : 'Publish Version'}
        </Button>
      </div>
    </form>
  );
};
