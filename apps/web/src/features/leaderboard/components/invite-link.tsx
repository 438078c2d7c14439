import { leaderboardCopy } from '@agentsy/contracts/messages';
import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';

/** The address a friend opens to sign up as this user's referral (docs/product.md#leaderboards-and-invites). */
export const inviteUrlOf = (userId: string, origin = window.location.origin) =>
  `${origin}/api/login?ref=${encodeURIComponent(userId)}`;

/** The signed-in user's own invite link, with the referral rule and a button that copies it. */
export const InviteLink = ({ userId }: { userId: string }) => {
  const id = useId();
  const url = inviteUrlOf(userId);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      toast({ title: 'Invite link copied' });
    } catch {
      toast({ title: 'Could not copy the link', description: url, variant: 'destructive' });
    }
  };
  return (
    <div className="grid gap-2">
      <Label htmlFor={id}>Your invite link</Label>
      <div className="flex gap-2">
        <Input id={id} value={url} readOnly onFocus={(e) => e.currentTarget.select()} className="font-mono text-sm" />
        <Button type="button" variant="outline" onClick={copy}>
          <CopyIcon aria-hidden />
          Copy
        </Button>
      </div>
      <p className="text-sm text-muted-foreground">{leaderboardCopy.referralRule}</p>
    </div>
  );
};
