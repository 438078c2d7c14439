import type { CreateWebhook, UpdateWebhook } from '@agentsy/contracts';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiJson, apiRequest, contract, contractList, serverMessageOr } from '@/lib/api-client';
import { hasFieldErrors } from '@/lib/form-errors';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

const webhookKeys = queryKeys.webhooks;

export const useWebhooks = () =>
  useQuery({
    queryKey: webhookKeys.all,
    queryFn: () => apiJson('GET', '/api/webhooks', undefined, contractList('webhookSchema')),
  });

export const useDeliveries = (id: string) =>
  useQuery({
    queryKey: webhookKeys.deliveries(id),
    queryFn: () => apiJson('GET', `/api/webhooks/${id}/deliveries`, undefined, contractList('webhookDeliverySchema')),
  });

const failed = (title: string) =>
  failureMeta((error) =>
    hasFieldErrors(error, ['url']) ? undefined : { title, description: serverMessageOr(error, 'Please try again.') },
  );

export const useCreateWebhook = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateWebhook) =>
      apiJson('POST', '/api/webhooks', request, contract('webhookWithSecretSchema')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: failed('Webhook Not Added'),
  });
};

export const useUpdateWebhook = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (patch: UpdateWebhook) => apiJson('PATCH', `/api/webhooks/${id}`, patch, contract('webhookSchema')),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: failed('Webhook Not Changed'),
  });
};

export const useDeleteWebhook = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => {
      await apiRequest('DELETE', `/api/webhooks/${id}`);
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.all }),
    meta: failed('Webhook Not Deleted'),
  });
};

export const useRotateSecret = (id: string) =>
  useMutation({
    mutationFn: () => apiJson('POST', `/api/webhooks/${id}/rotate-secret`, {}, contract('webhookWithSecretSchema')),
    meta: failed('Secret Not Rotated'),
  });

/** A test event, or a delivery sent again; the log shows it at once as pending. */
export const useSendDelivery = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId?: string) =>
      apiJson(
        'POST',
        deliveryId ? `/api/webhooks/${id}/deliveries/${deliveryId}/redeliver` : `/api/webhooks/${id}/test`,
        {},
        contract('webhookDeliverySchema'),
      ),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhookKeys.deliveries(id) }),
    meta: failed('Not Sent'),
  });
};
