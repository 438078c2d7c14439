import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { serverMessageOr } from '@/lib/api-client';
import { useCheckDiscount } from '../api/check-discount';

export type AppliedCode = { code: string; discountedPrice: string };

/**
 * The checkout's "Discount code" field: Apply asks the server what the code makes of the price and
 * shows its message; a valid code is handed up so the payment is made at the discounted price.
 */
export const DiscountCodeField = ({
  listingId,
  initialCode = '',
  disabled,
  onApplied,
}: {
  listingId: string;
  initialCode?: string;
  disabled?: boolean;
  onApplied: (applied: AppliedCode) => void;
}) => {
  const [code, setCode] = useState(initialCode);
  const check = useCheckDiscount();
  const trimmed = code.trim();
  const apply = () =>
    check.mutate(
      { code: trimmed, listingId },
      {
        onSuccess: (result) => {
          if (result.valid) onApplied({ code: trimmed.toUpperCase(), discountedPrice: result.discountedPrice });
        },
      },
    );
  const message = check.error ? serverMessageOr(check.error, 'Please try again.') : check.data?.message;

  return (
    <form
      className="grid gap-1.5"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) apply();
      }}
    >
      <Label htmlFor="discount-code">Discount code</Label>
      <div className="flex gap-2">
        <Input
          id="discount-code"
          value={code}
          maxLength={32}
          autoComplete="off"
          onChange={(event) => setCode(event.target.value)}
          disabled={disabled}
        />
        <Button type="submit" variant="outline" disabled={disabled || !trimmed || check.isPending}>
          Apply
        </Button>
      </div>
      {message && (
        <p role="status" className={check.data?.valid ? 'text-sm text-green-700' : 'text-sm text-destructive'}>
          {message}
        </p>
      )}
    </form>
  );
};
