import { type Webhook, type WebhookEventType, webhookEventTypes } from '@agentsy/contracts';
import { useId, useState } from 'react';
import { ConfirmButton } from '@/components/confirm-button';
import { FormField } from '@/components/form-field';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { ApiError } from '@/lib/api-client';
import { useCreateWebhook, useDeleteWebhook, useRotateSecret, useUpdateWebhook, useWebhooks } from '../api/webhooks';
import { DeliveryLog } from './delivery-log';

/** The secret is shown once, right after it is made; the server never shows it again. */
const SecretOnce = ({ secret }: { secret: string }) => (
  <div className="grid gap-1 rounded-md border p-3" role="status">
    <p className="text-sm font-medium">Signing secret: copy it now, it will not be shown again.</p>
    <code className="break-all text-sm">{secret}</code>
  </div>
);

const AddWebhookForm = ({ onSecret }: { onSecret: (secret: string) => void }) => {
  const create = useCreateWebhook();
  const [url, setUrl] = useState('');
  const [events, setEvents] = useState<WebhookEventType[]>(['order.completed']);
  const urlId = useId();
  const error = create.error instanceof ApiError ? create.error.fields.url : undefined;
  const toggle = (event: WebhookEventType) =>
    setEvents((now) => (now.includes(event) ? now.filter((e) => e !== event) : [...now, event]));
  return (
    <form
      noValidate
      className="grid gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        create.mutate({ url, events }, { onSuccess: (made) => onSecret(made.secret) });
      }}
    >
      <FormField id={urlId} label="Endpoint URL" error={error}>
        <Input
          id={urlId}
          placeholder="https://example.com/hooks"
          value={url}
          onChange={(e) => setUrl(e.target.value)}
        />
      </FormField>
      <fieldset className="grid gap-1 sm:grid-cols-2">
        <legend className="mb-1 text-sm font-medium">Events</legend>
        {webhookEventTypes.map((event) => (
          <label key={event} className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={events.includes(event)} onChange={() => toggle(event)} />
            <code>{event}</code>
          </label>
        ))}
      </fieldset>
      <div>
        <Button type="submit" disabled={create.isPending || events.length === 0}>
          {create.isPending ? 'Adding...' : 'Add webhook'}
        </Button>
      </div>
    </form>
  );
};

const WebhookRow = ({ webhook, onSecret }: { webhook: Webhook; onSecret: (secret: string) => void }) => {
  const update = useUpdateWebhook(webhook.id);
  const remove = useDeleteWebhook(webhook.id);
  const rotate = useRotateSecret(webhook.id);
  const [open, setOpen] = useState(false);
  return (
    <li className="grid gap-2 border-b pb-3 last:border-0">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <div className="min-w-0">
          <p className="truncate font-mono text-sm">{webhook.url}</p>
          <p className="text-xs text-muted-foreground">
            {webhook.enabled ? 'On' : 'Off'} · {webhook.events.join(', ')}
          </p>
          {webhook.disabledReason && <p className="text-xs text-red-600 dark:text-red-400">{webhook.disabledReason}</p>}
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" size="sm" onClick={() => setOpen((v) => !v)} aria-expanded={open}>
            Deliveries
          </Button>
          <Button variant="outline" size="sm" onClick={() => update.mutate({ enabled: !webhook.enabled })}>
            {webhook.enabled ? 'Turn off' : 'Turn on'}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => rotate.mutate(undefined, { onSuccess: (r) => onSecret(r.secret) })}
          >
            Rotate secret
          </Button>
          <ConfirmButton
            title="Delete this webhook?"
            description="Its delivery log goes with it."
            confirmLabel="Delete"
            variant="outline"
            onConfirm={() => remove.mutate()}
          >
            Delete
          </ConfirmButton>
        </div>
      </div>
      {open && <DeliveryLog webhookId={webhook.id} />}
    </li>
  );
};

/** Settings › Developers: the seller's webhook endpoints, with their delivery logs. */
export const WebhooksSection = () => {
  const webhooks = useWebhooks();
  const [secret, setSecret] = useState<string | null>(null);
  return (
    <Card>
      <CardHeader>
        <CardTitle>Webhooks</CardTitle>
      </CardHeader>
      <CardContent className="grid gap-4">
        <p className="text-sm text-muted-foreground">
          We POST each event you choose to your URL, signed by the Standard Webhooks scheme with your endpoint's secret.
        </p>
        {secret && <SecretOnce secret={secret} />}
        {webhooks.data && webhooks.data.length > 0 && (
          <ul className="grid gap-3">
            {webhooks.data.map((w) => (
              <WebhookRow key={w.id} webhook={w} onSecret={setSecret} />
            ))}
          </ul>
        )}
        <AddWebhookForm onSecret={setSecret} />
      </CardContent>
    </Card>
  );
};
