import type { InboxQuery } from '@agentsy/contracts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type InboxFilter = Required<Pick<InboxQuery, 'status'>> & Pick<InboxQuery, 'kind'>;

const inboxUrl = ({ kind, status }: InboxFilter) => {
  const params = new URLSearchParams({ status });
  if (kind) params.set('kind', kind);
  return `/api/admin/inbox?${params}`;
};

export const getInbox = (filter: InboxFilter) =>
  apiJson('GET', inboxUrl(filter), undefined, contractList('inboxItemSchema'));

export const inboxQueryOptions = (filter: InboxFilter) =>
  queryOptions({ queryKey: queryKeys.admin.inbox.of(filter), queryFn: () => getInbox(filter) });

export const useInbox = (filter: InboxFilter) => useQuery(inboxQueryOptions(filter));
