import type { ReplyTime } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson } from '@/lib/api-client';

export const getReplyTime = (id: string) =>
  apiJson<ReplyTime>('GET', `/api/users/${encodeURIComponent(id)}/reply-time`);

export const replyTimeQueryOptions = (id: string) =>
  queryOptions({ queryKey: [`/api/users/${encodeURIComponent(id)}/reply-time`], queryFn: () => getReplyTime(id) });

export const useReplyTime = (id: string) => useQuery(replyTimeQueryOptions(id));
