import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiJson, contractList } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

/** GET /api/people?name=: people to write to whose name starts with `name`. */
export const findPeople = (name: string) =>
  apiJson('GET', `/api/people?name=${encodeURIComponent(name)}`, undefined, contractList('participantSchema'));

export const peopleQueryOptions = (name: string) =>
  queryOptions({ queryKey: queryKeys.people.search(name), queryFn: () => findPeople(name), staleTime: 30_000 });

/** Blank text asks nothing; while the next letters' answer loads, the last list stays. */
export const usePeopleSearch = (text: string) => {
  const name = text.trim();
  return useQuery({ ...peopleQueryOptions(name), enabled: name !== '', placeholderData: keepPreviousData });
};
