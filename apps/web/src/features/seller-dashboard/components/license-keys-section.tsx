import { activationLimitRange, type LicenseSettings } from '@agentsy/contracts';
import { ChevronDownIcon, KeyRoundIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { useLicenseSettings, useSaveLicenseSettings } from '../api/license-settings';

const limitError = `Enter a whole number from ${activationLimitRange.min} to ${activationLimitRange.max}.`;

const LicenseKeysForm = ({ listingId, initial }: { listingId: string; initial: LicenseSettings }) => {
  const id = useId();
  const [enabled, setEnabled] = useState(initial.licenseKeys);
  const [limit, setLimit] = useState(String(initial.activationLimit));
  const save = useSaveLicenseSettings(listingId, {
    failureToast: (error) => ({
      title: 'Update Failed',
      description: serverMessageOr(error, 'Failed to update listing.'),
    }),
  });
  const activationLimit = Number(limit);
  const valid =
    /^\d+$/.test(limit.trim()) &&
    activationLimit >= activationLimitRange.min &&
    activationLimit <= activationLimitRange.max;
  const submit = () =>
    save.mutate({ licenseKeys: enabled, activationLimit }, { onSuccess: () => toast({ title: 'License Keys Saved' }) });
  return (
    <div className="grid gap-3">
      <div className="flex items-center gap-3">
        <Switch id={`${id}-on`} checked={enabled} onCheckedChange={setEnabled} />
        <Label htmlFor={`${id}-on`}>Issue license keys</Label>
      </div>
      <p className="text-xs text-muted-foreground">
        Each completed order gets its own key (AGSY-XXXXX-XXXXX-XXXXX-XXXXX), shown on the order and in the receipt.
        Your software checks it with the public license calls.
      </p>
      <div className="grid gap-1">
        <Label htmlFor={`${id}-limit`}>Activation limit</Label>
        <Input
          id={`${id}-limit`}
          type="number"
          inputMode="numeric"
          min={activationLimitRange.min}
          max={activationLimitRange.max}
          step={1}
          value={limit}
          onChange={(e) => setLimit(e.target.value)}
          aria-invalid={!valid}
          aria-describedby={valid ? undefined : `${id}-limit-error`}
          className="w-28"
        />
        {!valid && (
          <p id={`${id}-limit-error`} className="text-sm text-red-600 dark:text-red-400">
            {limitError}
          </p>
        )}
      </div>
      <div>
        <Button type="button" size="sm" onClick={submit} disabled={!valid || save.isPending}>
          {save.isPending ? 'Saving...' : 'Save License Keys'}
        </Button>
      </div>
    </div>
  );
};

const LicenseKeysLoader = ({ listingId }: { listingId: string }) => {
  const settings = useLicenseSettings(listingId);
  if (settings.data) return <LicenseKeysForm listingId={listingId} initial={settings.data} />;
  if (settings.isError) {
    return (
      <p className="text-sm text-red-600">{serverMessageOr(settings.error, 'Could not load the license keys.')}</p>
    );
  }
  return <p className="text-sm text-muted-foreground">Loading...</p>;
};

/** The license-key switch of the edit screen; it loads the setting only once opened. */
export const LicenseKeysSection = ({ listingId }: { listingId: string }) => {
  const [open, setOpen] = useState(false);
  return (
    <section className="mb-4 grid gap-3 border-b border-slate-200 pb-4 dark:border-slate-800">
      <Button
        type="button"
        variant="ghost"
        className="justify-between px-0"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
      >
        <span className="inline-flex items-center gap-2">
          <KeyRoundIcon aria-hidden />
          License keys
        </span>
        <ChevronDownIcon aria-hidden className={open ? 'rotate-180' : undefined} />
      </Button>
      {open && <LicenseKeysLoader listingId={listingId} />}
    </section>
  );
};
