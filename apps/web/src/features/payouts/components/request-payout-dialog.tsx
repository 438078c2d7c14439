import {
  bpsToPercent,
  fees,
  formatUsd,
  type PayoutMethod,
  type PayoutPreferences,
  type PayoutRequest,
} from '@agentsy/contracts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
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
import { OptionsSelect } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors, showServerFieldErrors } from '@/lib/form-errors';
import { usePayoutPreferences } from '../api/get-payout-preferences';
import { useRequestPayout } from '../api/request-payout';
import { amountCents, explain, payoutFigures, payoutFormSchema } from './payout-amount';
import { payoutMethodLabels, processingTimes } from './payout-copy';

const payoutFields = ['amount', 'paypalEmail'] as const;

type Values = { amount: string; payoutMethod: PayoutMethod; paypalEmail: string };

type Props = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  availableCents: number;
  savedPaypalEmail: string | null;
};

/** The preferences call the bank method "ach"; a payout request calls it "bank". */
const methodOf = (saved: PayoutPreferences | undefined): PayoutMethod =>
  saved?.payoutMethod === 'ach' ? 'bank' : 'paypal';

export const RequestPayoutDialog = ({ open, onOpenChange, availableCents, savedPaypalEmail }: Props) => {
  // The form starts from the saved payout method; until it is known the form is not shown, so a
  // late answer never overwrites what the seller typed. Without saved settings it starts on PayPal.
  const saved = usePayoutPreferences({ enabled: open });
  const defaults: Values = {
    amount: '',
    payoutMethod: methodOf(saved.data),
    paypalEmail: saved.data?.paypalEmail ?? savedPaypalEmail ?? '',
  };
  const {
    control,
    register,
    handleSubmit,
    reset,
    setError,
    watch,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(payoutFormSchema(availableCents)) as never,
    defaultValues: defaults,
  });
  const request = useRequestPayout({
    failureToast: (error) =>
      hasFieldErrors(error, payoutFields)
        ? undefined
        : {
            title: 'Payout Request Failed',
            description: serverMessageOr(error, 'Failed to submit payout request. Please try again.'),
          },
  });
  // biome-ignore lint/correctness/useExhaustiveDependencies: a fresh form each time it opens
  useEffect(() => {
    if (open && !saved.isPending) reset(defaults);
  }, [open, saved.isPending]);

  const method = watch('payoutMethod');
  const cents = amountCents(watch('amount'));
  const figures = cents && cents > 0 ? payoutFigures(cents) : null;

  const onInvalid = (fieldErrors: FieldErrors<Values>) => {
    const first = fieldErrors.amount?.message ?? fieldErrors.paypalEmail?.message;
    const known = explain(first);
    if (known) toast({ title: known.title, description: known.message, variant: 'destructive' });
  };

  const submit = (values: Values) => {
    const body: PayoutRequest = {
      amount: values.amount.trim(),
      payoutMethod: values.payoutMethod,
      ...(values.payoutMethod === 'paypal' ? { paypalEmail: values.paypalEmail.trim() } : {}),
    };
    request.mutate(body, {
      onSuccess: () => {
        toast({
          title: 'Payout Requested',
          description: `Your ${payoutMethodLabels[values.payoutMethod]} payout will arrive within ${processingTimes[values.payoutMethod]}.`,
        });
        onOpenChange(false);
      },
      onError: (error) => {
        showServerFieldErrors(error, setError, payoutFields);
      },
    });
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Payout</DialogTitle>
          <DialogDescription>Available balance: {formatUsd(availableCents)}</DialogDescription>
        </DialogHeader>
        {saved.isPending ? (
          <Skeleton className="h-64" data-testid="payout-form-loading" />
        ) : (
          <form id="request-payout-form" className="grid gap-4" noValidate onSubmit={handleSubmit(submit, onInvalid)}>
            <FormField id="payout-amount" label="Amount (USD)" error={errors.amount?.message}>
              <Input
                {...fieldA11y('payout-amount', errors.amount?.message)}
                inputMode="decimal"
                placeholder="25.00"
                {...register('amount')}
              />
            </FormField>
            <FormField id="payout-method" label="Payout method">
              <Controller
                control={control}
                name="payoutMethod"
                render={({ field }) => (
                  <OptionsSelect
                    value={field.value}
                    onValueChange={field.onChange}
                    options={payoutMethodLabels}
                    id="payout-method"
                  />
                )}
              />
            </FormField>
            {method === 'paypal' ? (
              <FormField id="payout-paypal-email" label="PayPal email" error={errors.paypalEmail?.message}>
                <Input
                  {...fieldA11y('payout-paypal-email', errors.paypalEmail?.message)}
                  type="email"
                  autoComplete="email"
                  {...register('paypalEmail')}
                />
              </FormField>
            ) : (
              <p className="text-sm text-muted-foreground">
                Bank transfers go to the US bank account saved in Payout Settings.
              </p>
            )}
            <dl className="grid gap-1 rounded-md border border-slate-200 p-3 text-sm dark:border-slate-800">
              <div className="flex justify-between">
                <dt>Processing fee ({bpsToPercent(fees.payoutFeeBps)})</dt>
                <dd data-testid="payout-fee">{figures ? `-${formatUsd(figures.fee)}` : '—'}</dd>
              </div>
              <div className="flex justify-between font-semibold">
                <dt>You receive</dt>
                <dd data-testid="payout-net">{figures ? formatUsd(figures.net) : '—'}</dd>
              </div>
            </dl>
            <ul className="text-sm text-muted-foreground">
              <li>PayPal: {processingTimes.paypal}</li>
              <li>Bank transfer: {processingTimes.bank}</li>
              <li>Requests are processed Monday to Friday.</li>
            </ul>
          </form>
        )}
        <DialogFooter>
          <Button type="submit" form="request-payout-form" disabled={request.isPending || saved.isPending}>
            {request.isPending ? 'Requesting...' : 'Request Payout'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
};
