import { bpsToPercent, fees, type PayoutPreferencesRequest, payoutPreferencesSchema } from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { FormField, fieldA11y } from '@/components/form-field';
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
import { Skeleton } from '@/components/ui/skeleton';
import { usePayoutPreferences } from '../api/get-payout-preferences';
import { useSavePayoutPreferences } from '../api/save-payout-preferences';
import { processingTimes } from './payout-copy';

type Values = {
  payoutMethod: 'paypal' | 'ach';
  paypalEmail: string;
  bankAccountHolderName: string;
  bankRoutingNumber: string;
  bankAccountNumber: string;
  bankName: string;
};

const methods = [
  { value: 'paypal', label: 'PayPal' },
  { value: 'ach', label: 'Bank account (ACH)' },
] as const;

export const PayoutPreferencesDialog = ({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) => {
  const saved = usePayoutPreferences({ enabled: open });
  const {
    control,
    register,
    handleSubmit,
    reset,
    watch,
    formState: { errors },
  } = useForm<Values>({ resolver: zodResolver(payoutPreferencesSchema) as never });
  const save = useSavePayoutPreferences({ onSuccess: () => onOpenChange(false) });

  // The account number is never sent back, so it starts empty; everything else is pre-filled.
  useEffect(() => {
    if (!open || !saved.data) return;
    const p = saved.data;
    reset({
      payoutMethod: p.payoutMethod ?? 'paypal',
      paypalEmail: p.paypalEmail ?? '',
      bankAccountHolderName: p.bankAccountHolderName ?? '',
      bankRoutingNumber: p.bankRoutingNumber ?? '',
      bankAccountNumber: '',
      bankName: p.bankName ?? '',
    });
  }, [open, saved.data, reset]);

  const method = watch('payoutMethod');
  const error = (name: keyof Values) => errors[name]?.message;
  const last4 = saved.data?.bankAccountLast4;

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Payout Settings</DialogTitle>
          <DialogDescription>
            A {bpsToPercent(fees.payoutFeeBps)} processing fee applies to all payouts.
          </DialogDescription>
        </DialogHeader>
        {saved.isPending ? (
          <Skeleton className="h-48" />
        ) : (
          <form
            id="payout-preferences-form"
            className="grid gap-4"
            noValidate
            onSubmit={handleSubmit((values) => save.mutate(values as PayoutPreferencesRequest))}
          >
            <Controller
              control={control}
              name="payoutMethod"
              render={({ field }) => (
                <fieldset
                  className="grid gap-2"
                  aria-describedby={error('payoutMethod') ? 'payout-method-error' : undefined}
                >
                  <legend className="mb-1 text-sm font-medium">Payout method</legend>
                  <div className="grid grid-cols-2 gap-2">
                    {methods.map((m) => (
                      <Label
                        key={m.value}
                        className="flex cursor-pointer items-center gap-2 rounded-md border border-slate-300 p-3 has-checked:border-brand-600 dark:border-slate-700"
                      >
                        <input
                          type="radio"
                          name={field.name}
                          value={m.value}
                          checked={field.value === m.value}
                          onChange={() => field.onChange(m.value)}
                        />
                        {m.label}
                      </Label>
                    ))}
                  </div>
                  {error('payoutMethod') && (
                    <p id="payout-method-error" className="text-sm text-red-600 dark:text-red-400">
                      {error('payoutMethod')}
                    </p>
                  )}
                </fieldset>
              )}
            />
            {method === 'ach' ? (
              <>
                <p className="text-sm text-muted-foreground">US bank accounts, {processingTimes.bank}.</p>
                <FormField id="pref-holder" label="Account holder name" error={error('bankAccountHolderName')}>
                  <Input
                    {...fieldA11y('pref-holder', error('bankAccountHolderName'))}
                    autoComplete="name"
                    {...register('bankAccountHolderName')}
                  />
                </FormField>
                <FormField id="pref-routing" label="Routing number" error={error('bankRoutingNumber')}>
                  <Input
                    {...fieldA11y('pref-routing', error('bankRoutingNumber'))}
                    inputMode="numeric"
                    placeholder="9-digit routing number"
                    maxLength={9}
                    {...register('bankRoutingNumber')}
                  />
                </FormField>
                <FormField id="pref-account" label="Account number" error={error('bankAccountNumber')}>
                  <Input
                    {...fieldA11y('pref-account', error('bankAccountNumber'))}
                    type="password"
                    inputMode="numeric"
                    autoComplete="off"
                    placeholder={last4 ? `Saved account ending in ${last4}` : undefined}
                    {...register('bankAccountNumber')}
                  />
                </FormField>
                {last4 && (
                  <p className="-mt-2 text-xs text-muted-foreground">
                    Saved account ending in {last4}. Enter the full number again to save changes.
                  </p>
                )}
                <FormField id="pref-bank" label="Bank name" error={error('bankName')}>
                  <Input {...fieldA11y('pref-bank', error('bankName'))} {...register('bankName')} />
                </FormField>
              </>
            ) : (
              <FormField id="pref-paypal" label="PayPal email" error={error('paypalEmail')}>
                <Input
                  {...fieldA11y('pref-paypal', error('paypalEmail'))}
                  type="email"
                  autoComplete="email"
                  {...register('paypalEmail')}
                />
              </FormField>
            )}
          </form>
        )}
        <DialogFooter>
          <Button type="submit" form="payout-preferences-form" disabled={save.isPending || saved.isPending}>
            {save.isPending ? 'Saving...' : 'Save Preferences'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
