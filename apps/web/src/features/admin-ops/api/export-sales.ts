import { salesExportFileName } from '@agentsy/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from '@/components/ui/use-toast';
import { apiRequest } from '@/lib/api-client';
import { failureMeta } from '@/lib/mutation-failure';

/** The server names the file; the dated default covers a response without the header. */
const fileNameOf = (res: Response) =>
  /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? salesExportFileName(new Date());

/** Downloads the sales CSV as the browser's own file save. */
export const exportSales = async () => {
  const res = await apiRequest('GET', '/api/admin/export-sales');
  const fileName = fileNameOf(res);
  const url = URL.createObjectURL(await res.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
  return fileName;
};

export const useExportSales = () =>
  useMutation({
    mutationFn: exportSales,
    onSuccess: () => {
      toast({ title: 'Export Complete', description: 'Sales report has been downloaded' });
    },
    meta: failureMeta({ title: 'Export Failed', description: 'Failed to export sales data' }),
  });
