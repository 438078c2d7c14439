import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiJson, contract, serverMessageOr } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';
import { queryKeys } from '@/lib/query-keys';

export const decideDevice = ({ userCode, approve }: { userCode: string; approve: boolean }) =>
  apiJson(
    'POST',
    approve ? '/api/cli/device/approve' : '/api/cli/device/deny',
    { userCode },
    contract('deviceDecisionResultSchema'),
  );

export const useDecideDevice = () => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: decideDevice,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.cliTokens }),
    meta: failureMeta((error) => ({
      title: 'Code Not Accepted',
      description: serverMessageOr(error, 'Please check the code and try again.'),
    })),
  });
};
