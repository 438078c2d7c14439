import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSetUpdateNotices } from '../api/set-update-notices';

type Props = { orderId: string; listingId: string; title: string; enabled: boolean };

/**
 * A buyer mutes (or unmutes) the update notices of one agent; every buyer starts with them on.
 * `enabled` is the saved state, from the order's versions.
 */
export const MuteNoticesButton = ({ orderId, listingId, title, enabled }: Props) => {
  const setNotices = useSetUpdateNotices(orderId);
  const toggle = () =>
    setNotices.mutate(
      { listingId, enabled: !enabled },
      {
        onSuccess: (saved) => {
          toast({
            title: saved.enabled ? 'Update Notices On' : 'Update Notices Muted',
            description: saved.enabled
              ? `You will hear about new versions of ${title}.`
              : `No more notices about new versions of ${title}.`,
          });
        },
      },
    );
  return (
    <Button size="sm" variant="ghost" onClick={toggle} disabled={setNotices.isPending}>
      {enabled ? <BellOffIcon aria-hidden /> : <BellRingIcon aria-hidden />}
      {enabled ? 'Mute update notices' : 'Unmute update notices'}
    </Button>
  );
};
