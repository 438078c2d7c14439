import type { SellerDirectoryItem } from '@agentsy/contracts';
import { SparklesIcon } from 'lucide-react';
import { Link } from 'react-router';
import { PersonAvatar } from '@/components/person-avatar';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { VerifiedDomainBadge } from '@/components/verified-domain-badge';
import { cn } from '@/lib/cn';
import { formatMonthYear, personName, pluralize } from '@/lib/format';
import { isFoundingCreator } from './seller-badges';

export type DirectoryLayout = 'grid' | 'list';

export const SellerCard = ({ seller, layout }: { seller: SellerDirectoryItem; layout: DirectoryLayout }) => {
  const name = personName(seller);
  return (
    <Card
      className={cn('flex gap-4 p-5', layout === 'grid' ? 'flex-col items-center text-center' : 'items-center')}
      data-testid="seller-card"
    >
      <PersonAvatar name={name} imageUrl={seller.profileImageUrl} className="size-16 text-xl" />
      <div className={cn('grid flex-1 gap-1.5', layout === 'grid' && 'justify-items-center')}>
        <h2 className="text-lg font-semibold">{name}</h2>
        <VerifiedDomainBadge domain={seller.verifiedDomain} />
        {isFoundingCreator(seller.createdAt) && (
          <Badge className="gap-1">
            <SparklesIcon className="size-3" aria-hidden />
            Founding Creator
          </Badge>
        )}
        <RatingDisplay average={seller.stats.averageRating} count={seller.stats.totalReviews} />
        <p className="text-sm text-muted-foreground">{pluralize(seller.stats.activeListings, 'active listing')}</p>
        <p className="text-xs text-muted-foreground">Member since {formatMonthYear(seller.createdAt)}</p>
      </div>
      <Button asChild variant="outline" size="sm">
        <Link to={`/seller/${seller.id}`} aria-label={`View Profile of ${name}`}>
          View Profile
        </Link>
      </Button>
    </Card>
  );
};
