import {
  type CreateRefundRequest,
  createRefundSchema,
  formatUsd,
  type RefundReason,
  toCents,
} from '@agentsy/contracts';
import { limits } from '@agentsy/contracts/constants';
import { zodResolver } from '@hookform/resolvers/zod';
import { Undo2Icon } from 'lucide-react';
import { useState } from 'react';
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
  DialogTrigger,
} from '@/components/ui/dialog';
import { OptionsSelect, Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/format';
import { useCreateRefund } from '../api/create-refund';
import { useEligibleOrders } from '../api/get-eligible-orders';
import { refundReasonLabels } from './refund-labels';

const emptyForm = { orderId: '', reason: undefined as unknown as RefundReason, description: '' };

/**
 * docs/product.md#refunds-and-disputes: the order choices are the buyer's real refundable orders,
 * not samples. Opened from an order's "Request a refund" (`initialOrderId`), it starts open on that order.
 */
export const RequestRefundDialog = ({ initialOrderId }: { initialOrderId?: string }) => {
  const [open, setOpen] = useState(!!initialOrderId);
  const eligible = useEligibleOrders({ enabled: open });
  const {
    control,
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<CreateRefundRequest>({
    resolver: zodResolver(createRefundSchema),
    defaultValues: { ...emptyForm, orderId: initialOrderId ?? '' },
  });
  const create = useCreateRefund({
    onSuccess: () => {
      setOpen(false);
      reset(emptyForm);
    },
  });
  const orders = eligible.data ?? [];

  const body = () => {
    if (eligible.isPending) return <Skeleton className="h-32" />;
    if (eligible.isError) return <p className="text-sm text-red-600">Could not load your orders. Please try again.</p>;
    if (orders.length === 0) {
      return (
        <p className="rounded-md border border-dashed border-slate-300 p-4 text-sm text-muted-foreground dark:border-slate-700">
          None of your orders can be refunded right now. Refunds are open for completed paid orders within{' '}
          {limits.refundWindowDays} days of purchase that have no request open yet.
        </p>
      );
    }
    return (
      <form
        id="request-refund-form"
        className="grid gap-4"
        noValidate
        onSubmit={handleSubmit((values) => create.mutate(values))}
      >
        <FormField id="refund-order" label="Order" error={errors.orderId?.message}>
          <Controller
            control={control}
            name="orderId"
            render={({ field }) => (
              <Select value={field.value} onValueChange={field.onChange}>
                <SelectTrigger {...fieldA11y('refund-order', errors.orderId?.message)}>
                  <SelectValue placeholder="Choose an order" />
                </SelectTrigger>
                <SelectContent>
                  {orders.map((o) => (
                    <SelectItem key={o.id} value={o.id}>
                      {o.listing.title} · {formatUsd(toCents(o.amount))} · {formatDate(o.createdAt)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          />
        </FormField>
        <FormField id="refund-reason" label="Reason" error={errors.reason?.message}>
          <Controller
            control={control}
            name="reason"
            render={({ field }) => (
              <OptionsSelect
                value={field.value ?? ''}
                onValueChange={field.onChange}
                options={refundReasonLabels}
                placeholder="Choose a reason"
                {...fieldA11y('refund-reason', errors.reason?.message)}
              />
            )}
          />
        </FormField>
        <FormField id="refund-description" label="Description" error={errors.description?.message}>
          <Textarea
            {...fieldA11y('refund-description', errors.description?.message)}
            rows={4}
            maxLength={2000}
            placeholder="What went wrong?"
            {...register('description')}
          />
        </FormField>
      </form>
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>
          <Undo2Icon aria-hidden />
          Request Refund
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Request Refund</DialogTitle>
          <DialogDescription>
            The seller reviews requests within 1-2 business days; approved refunds are processed within 3-5 business
            days.
          </DialogDescription>
        </DialogHeader>
        {body()}
        {orders.length > 0 && (
          <DialogFooter>
            <Button type="submit" form="request-refund-form" disabled={create.isPending}>
              {create.isPending ? 'Submitting...' : 'Submit Request'}
            </Button>
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
};
