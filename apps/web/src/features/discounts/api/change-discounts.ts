import type { CreateDiscountRequest } from '@agentsy/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiJson, apiRequest, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const createDiscount = (request: CreateDiscountRequest) =>
  apiJson('POST', '/api/discounts', request, contract('discountSchema'));

export const setDiscountActive = ({ id, active }: { id: string; active: boolean }) =>
  apiJson('PATCH', `/api/discounts/${encodeURIComponent(id)}`, { active }, contract('discountSchema'));

export const deleteDiscount = async (id: string) => {
  await apiRequest('DELETE', `/api/discounts/${encodeURIComponent(id)}`);
};

const failure = (fallback: string) =>
  failureMeta((error) => ({ title: 'Error', description: serverMessageOr(error, fallback) }));

/** Every change refreshes the list; the server's message says what was wrong. */
const useDiscountMutation = <T, R>(
  mutationFn: (input: T) => Promise<R>,
  done: (result: R) => string,
  fallback: string,
) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (result) => {
      toast({ title: done(result) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.discounts.all });
    },
    meta: failure(fallback),
  });
};

export const useCreateDiscount = () =>
  useDiscountMutation(createDiscount, (d) => `Code ${d.code} created`, 'Failed to create the code.');

export const useSetDiscountActive = () =>
  useDiscountMutation(
    setDiscountActive,
    (d) => `Code ${d.code} ${d.active ? 'activated' : 'deactivated'}`,
    'Failed to update the code.',
  );

export const useDeleteDiscount = () =>
  useDiscountMutation(deleteDiscount, () => 'Code deleted', 'Failed to delete the code.');
