import { LocalDate } from '@/components/local-date';
import { Button } from '@/components/ui/button';
import { useDeliveries, useSendDelivery } from '../api/webhooks';

/** The newest deliveries of one endpoint, each with its last answer, and a way to send again. */
export const DeliveryLog = ({ webhookId }: { webhookId: string }) => {
  const deliveries = useDeliveries(webhookId);
  const send = useSendDelivery(webhookId);
  return (
    <div className="grid gap-2">
      <div>
        <Button size="sm" variant="outline" onClick={() => send.mutate(undefined)} disabled={send.isPending}>
          Send test event
        </Button>
      </div>
      {deliveries.data?.length === 0 && <p className="text-sm text-muted-foreground">No deliveries yet.</p>}
      <ul className="grid gap-1 text-sm" aria-label="Deliveries">
        {deliveries.data?.map((d) => (
          <li key={d.id} className="flex flex-wrap items-center justify-between gap-2 rounded border p-2">
            <span>
              <code>{d.type}</code> · {d.status} · {d.attempts} {d.attempts === 1 ? 'attempt' : 'attempts'}
              {d.responseStatus !== null && ` · HTTP ${d.responseStatus}`}
              {d.durationMs !== null && ` · ${d.durationMs} ms`} · <LocalDate iso={d.createdAt} />
              {(d.responseStart || d.error) && (
                <span className="block truncate text-xs text-muted-foreground">{d.error ?? d.responseStart}</span>
              )}
            </span>
            <Button size="sm" variant="ghost" onClick={() => send.mutate(d.id)} aria-label={`Redeliver ${d.type}`}>
              Redeliver
            </Button>
          </li>
        ))}
      </ul>
    </div>
  );
};
