import type { NotificationPreferences } from '@agentsy/contracts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/use-toast';
import { useNotificationPreferences } from '../api/get-notification-preferences';
import { useUpdateNotificationPreferences } from '../api/update-notification-preferences';
import { askNotificationPermission } from './browser-permission';

type Key = keyof NotificationPreferences;

const switches: { key: Key; label: string; description: string; sellersOnly?: boolean }[] = [
  { key: 'emailNotifications', label: 'Email Notifications', description: 'Receive notifications by email.' },
  { key: 'orderUpdates', label: 'Order Updates', description: 'Receipts and updates about your orders.' },
  {
    key: 'productUpdates',
    label: 'Product updates',
    description: 'A mail when an agent you bought gets a new version.',
  },
  {
    key: 'followedSellers',
    label: 'Sellers I follow',
    description: 'A notification, and a mail, when a seller you follow lists a new agent.',
  },
  { key: 'promotionalEmails', label: 'Promotional Emails', description: 'News, offers and featured agents.' },
  {
    key: 'sellerUpdates',
    label: 'Seller Updates',
    description: 'New sales, refund requests and payouts.',
    sellersOnly: true,
  },
  {
    key: 'browserNotifications',
    label: 'Browser Notifications',
    description: 'A notification on this device when a message arrives.',
  },
];

export const NotificationSettings = ({ isSeller }: { isSeller: boolean }) => {
  const { data: preferences, isPending } = useNotificationPreferences();
  const update = useUpdateNotificationPreferences();

  const onChange = async (key: Key, checked: boolean) => {
    if (key === 'browserNotifications' && checked && !(await askNotificationPermission())) {
      toast({
        title: 'Browser Notifications Blocked',
        description: 'Allow notifications for this site in your browser settings, then try again.',
        variant: 'destructive',
      });
      return;
    }
    update.mutate({ [key]: checked });
  };

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Notifications</CardTitle>
        <CardDescription>Choose what we tell you about, and how.</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-5">
        {isPending || !preferences ? (
          <Skeleton className="h-40 w-full" />
        ) : (
          switches
            .filter((s) => isSeller || !s.sellersOnly)
            .map(({ key, label, description }) => (
              <div key={key} className="flex items-center justify-between gap-4">
                <div className="grid gap-1">
                  <Label htmlFor={`notify-${key}`}>{label}</Label>
                  <p id={`notify-${key}-hint`} className="text-sm text-muted-foreground">
                    {description}
                  </p>
                </div>
                <Switch
                  id={`notify-${key}`}
                  aria-describedby={`notify-${key}-hint`}
                  checked={preferences[key]}
                  disabled={update.isPending}
                  onCheckedChange={(checked) => onChange(key, checked)}
                />
              </div>
            ))
        )}
      </CardContent>
    </Card>
  );
};
