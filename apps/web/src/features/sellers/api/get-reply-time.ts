import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const getReplyTime = (id: string) =>
  apiJson('GET', `/api/users/${encodeURIComponent(id)}/reply-time`, undefined, contract('replyTimeSchema'));

export const replyTimeQueryOptions = (id: string) =>
  queryOptions({ queryKey: queryKeys.sellers.replyTime(id), queryFn: () => getReplyTime(id) });

export const useReplyTime = (id: string) => useQuery(replyTimeQueryOptions(id));
