import type { PublicProfile } from '@agentsy/contracts';
import { followMessages } from '@agentsy/contracts/messages';
import { UserCheckIcon, UserPlusIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { useCurrentUser } from '@/lib/current-user';
import { pluralize } from '@/lib/format';
import { useFollowSeller } from '../api/follow-seller';

/** The profile's Follow button and its follower count; left out on one's own profile by the page. */
export const FollowButton = ({ profile }: { profile: PublicProfile }) => {
  const { user } = useCurrentUser();
  const mutation = useFollowSeller();
  const isFollowing = profile.followedByMe;

  const toggle = () => {
    if (!user) {
      toast({ title: followMessages.signIn.title, description: followMessages.signIn.message });
      return;
    }
    mutation.mutate(
      { sellerId: profile.id, follow: !isFollowing },
      {
        onSuccess: () =>
          toast(
            isFollowing
              ? { title: followMessages.unfollowed.title }
              : { title: followMessages.followed.title, description: followMessages.followed.message },
          ),
      },
    );
  };

  return (
    <div className="flex items-center gap-3">
      <Button
        variant={isFollowing ? 'outline' : 'default'}
        aria-pressed={isFollowing}
        disabled={mutation.isPending}
        onClick={toggle}
      >
        {isFollowing ? <UserCheckIcon aria-hidden /> : <UserPlusIcon aria-hidden />}
        {isFollowing ? 'Following' : 'Follow'}
      </Button>
      <span className="text-sm text-muted-foreground">{pluralize(profile.followerCount, 'follower')}</span>
    </div>
  );
};
