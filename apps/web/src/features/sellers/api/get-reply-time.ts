import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contract } from '@/lib/api-client';

export const getReplyTime = (id: string) =>
  apiJson('GET', `/api/users/${encodeURIComponent(id)}/reply-time`, undefined, contract('replyTimeSchema'));

export const replyTimeQueryOptions = (id: string) =>
  queryOptions({ queryKey: [`/api/users/${encodeURIComponent(id)}/reply-time`], queryFn: () => getReplyTime(id) });

export const useReplyTime = (id: string) => useQuery(replyTimeQueryOptions(id));
