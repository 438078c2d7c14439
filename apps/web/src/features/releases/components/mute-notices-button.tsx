import { BellOffIcon, BellRingIcon } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useSetUpdateNotices } from '../api/set-update-notices';

/** A buyer mutes (or unmutes) the update notices of one agent; every buyer starts with them on. */
export const MuteNoticesButton = ({ listingId, title }: { listingId: string; title: string }) => {
  const setNotices = useSetUpdateNotices();
  const [enabled, setEnabled] = useState(true);
  const toggle = () =>
    setNotices.mutate(
      { listingId, enabled: !enabled },
      {
        onSuccess: (saved) => {
          setEnabled(saved.enabled);
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
