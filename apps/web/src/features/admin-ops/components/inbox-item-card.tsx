import { type InboxItem, inboxKindLabels } from '@agentsy/contracts';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { formatDate } from '@/lib/format';
import { useSetInboxHandled } from '../api/set-inbox-handled';

export const InboxItemCard = ({ item }: { item: InboxItem }) => {
  const setHandled = useSetInboxHandled();
  const from = [item.sender.name, item.sender.email].filter(Boolean).join(' · ') || 'Anonymous visitor';
  return (
    <Card>
      <CardContent className="grid gap-3 pt-6">
        <div className="flex flex-wrap items-start justify-between gap-3">
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <Badge variant="secondary">{inboxKindLabels[item.kind]}</Badge>
              {item.handledAt && <Badge variant="outline">Handled</Badge>}
            </div>
            <p className="mt-2 font-semibold">{item.title}</p>
            <p className="text-sm text-muted-foreground">
              {from} · {formatDate(item.createdAt)}
            </p>
          </div>
          <Button
            variant={item.handledAt ? 'outline' : 'default'}
            size="sm"
            disabled={setHandled.isPending}
            onClick={() => setHandled.mutate({ kind: item.kind, id: item.id, handled: !item.handledAt })}
          >
            {item.handledAt ? 'Reopen' : 'Mark handled'}
          </Button>
        </div>
        <p className="whitespace-pre-line text-sm">{item.body}</p>
        {item.details.length > 0 && (
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            {item.details.map((d) => (
              <div key={d.label} className="flex gap-1">
                <dt className="text-muted-foreground">{d.label}:</dt>
                <dd>{d.value}</dd>
              </div>
            ))}
          </dl>
        )}
      </CardContent>
    </Card>
  );
};
