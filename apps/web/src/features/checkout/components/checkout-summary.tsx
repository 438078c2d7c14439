import { checkoutFigures, formatUsd } from '@agentsy/contracts';
import { buyerFeeLine } from '@agentsy/contracts/fees';

/**
 * Price, the buyer's 3% transaction fee and the total, all from integer cents. With a discount
 * code, the listed price and the code come first, and the fee is on the discounted price.
 */
export const CheckoutSummary = ({
  priceCents,
  discount,
}: {
  priceCents: number;
  discount?: { code: string; originalCents: number };
}) => {
  const { subtotal, transactionFee, total } = checkoutFigures(priceCents);
  return (
    <dl className="grid gap-2 rounded-md border border-slate-200 p-4 text-sm dark:border-slate-800">
      {discount && (
        <>
          <div className="flex justify-between text-muted-foreground">
            <dt>Original price</dt>
            <dd className="line-through">{formatUsd(discount.originalCents)}</dd>
          </div>
          <div className="flex justify-between text-green-700">
            <dt>Discount code {discount.code}</dt>
            <dd>-{formatUsd(discount.originalCents - priceCents)}</dd>
          </div>
        </>
      )}
      <div className="flex justify-between">
        <dt>Price</dt>
        <dd>{formatUsd(subtotal)}</dd>
      </div>
      <div className="flex justify-between text-muted-foreground">
        <dt>{buyerFeeLine}</dt>
        <dd>{formatUsd(transactionFee)}</dd>
      </div>
      <div className="flex justify-between border-t border-slate-200 pt-2 text-base font-semibold dark:border-slate-800">
        <dt>Total</dt>
        <dd data-testid="checkout-total">{formatUsd(total)}</dd>
      </div>
    </dl>
  );
};
