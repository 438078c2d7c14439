import { useMutation } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

/** GET /api/discounts/check: what a code makes of the price, or why it does not apply. */
export const checkDiscount = ({ code, listingId }: { code: string; listingId: string }) =>
  apiJson(
    'GET',
    `/api/discounts/check?${new URLSearchParams({ code, listingId })}`,
    undefined,
    contract('discountCheckSchema'),
  );

/** A mutation rather than a query: the buyer asks once per Apply, and nothing caches the answer. */
export const useCheckDiscount = () => useMutation({ mutationFn: checkDiscount });
