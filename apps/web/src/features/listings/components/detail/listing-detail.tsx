import type { ListingDetail as ListingDetailData } from '@agentsy/contracts';
import { signedByAgentsy } from '@agentsy/contracts/messages';
import { CalendarIcon, DownloadIcon, FileIcon, ShieldCheckIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LocalDate } from '@/components/local-date';
import { Markdown } from '@/components/markdown';
import { RatingDisplay } from '@/components/rating-display';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { VerifiedDomainBadge } from '@/components/verified-domain-badge';
import { VersionLine } from '@/components/version-line';
import { formatCount, formatPrice, isFreePrice } from '@/lib/format';
import { labelOfUseCase, platformLabel, sellerName } from '../listing-labels';
import { ListingGallery } from './listing-gallery';
import { ListingVideo } from './listing-video';
import { ReviewList } from './review-list';

const formatFileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/** The current version's digest, which its signed manifest names (docs/verifying-downloads.md). */
const SignedDigest = ({ listing }: { listing: ListingDetailData }) => {
  const current = listing.currentVersion;
  if (!current?.sha256) return null;
  return (
    <div
      className="grid gap-1 border-t border-slate-200 pt-4 text-sm dark:border-slate-800"
      data-testid="signed-digest"
    >
      <p className="inline-flex items-center gap-1 font-medium text-success-text">
        <ShieldCheckIcon className="size-4" aria-hidden />
        {signedByAgentsy}
      </p>
      <p className="text-muted-foreground">SHA-256 of v{current.version}</p>
      <code className="break-all font-mono text-xs">{current.sha256}</code>
      <a
        className="text-xs text-brand-text hover:underline"
        href={`/api/listings/${listing.id}/versions/${current.version}/manifest`}
      >
        Signed manifest
      </a>
    </div>
  );
};

/**
 * The listing page body. `purchaseSlot` is where buying plugs in (the sign-in link for visitors
 * today, the checkout once payments exist); `actions` holds Save and Share; `releases` is the
 * Releases section, which versions (their own feature) fill.
 */
export const ListingDetail = ({
  listing,
  purchaseSlot,
  actions,
  releases,
  replyControls,
  questions,
}: {
  listing: ListingDetailData;
  purchaseSlot?: ReactNode;
  actions?: ReactNode;
  releases?: ReactNode;
  /** The seller's reply form under each review (reviews feature), for the listing's seller only. */
  replyControls?: (review: ListingDetailData['reviews'][number]) => ReactNode;
  /** The Questions section (questions feature). */
  questions?: ReactNode;
}) => (
  <article className="mx-auto grid max-w-6xl gap-8 px-4 py-10 lg:grid-cols-[1fr_20rem]">
    <div className="grid content-start gap-6">
      <ListingGallery images={listing.images} title={listing.title} />
      {listing.videoUrl && <ListingVideo src={listing.videoUrl} title={listing.title} />}
      <header className="grid gap-3">
        <div className="flex flex-wrap gap-2">
          <Badge variant="secondary">{platformLabel(listing.platform)}</Badge>
          <Badge variant="outline">{labelOfUseCase(listing.useCase)}</Badge>
          {listing.featured && <Badge>Featured</Badge>}
        </div>
        <h1 className="text-3xl font-bold">{listing.title}</h1>
        <div className="flex flex-wrap items-center gap-4 text-sm text-muted-foreground">
          <RatingDisplay average={listing.rating.average} count={listing.rating.count} />
          <span className="inline-flex items-center gap-1">
            <DownloadIcon className="size-4" aria-hidden />
            {formatCount(listing.downloadCount)} downloads
          </span>
          <VersionLine listing={listing} />
          <span>
            by{' '}
            <Link to={`/seller/${listing.userId}`} className="font-medium text-brand-text hover:underline">
              {sellerName(listing.seller)}
            </Link>
          </span>
          <VerifiedDomainBadge domain={listing.seller.verifiedDomain} className="text-sm" />
        </div>
      </header>
      <section aria-labelledby="about-heading">
        <h2 id="about-heading" className="text-xl font-semibold">
          About this agent
        </h2>
        <Markdown text={listing.description} className="mt-2 text-base text-slate-700 dark:text-slate-300" />
        {listing.tags.length > 0 && (
          <ul className="mt-4 flex flex-wrap gap-2" aria-label="Tags">
            {listing.tags.map((tag) => (
              <li key={tag}>
                <Badge variant="outline">{tag}</Badge>
              </li>
            ))}
          </ul>
        )}
      </section>
      {releases}
      <section aria-labelledby="reviews-heading" className="grid gap-3">
        <h2 id="reviews-heading" className="text-xl font-semibold">
          Reviews ({listing.reviews.length})
        </h2>
        <ReviewList reviews={listing.reviews} replyControls={replyControls} />
      </section>
      {questions}
    </div>
    <aside>
      <Card className="lg:sticky lg:top-20">
        <CardContent className="grid gap-4 pt-6">
          <p className={isFreePrice(listing.price) ? 'text-3xl font-bold text-success-text' : 'text-3xl font-bold'}>
            {formatPrice(listing.price)}
          </p>
          {purchaseSlot}
          {actions && <div className="grid grid-cols-2 gap-2">{actions}</div>}
          <dl className="grid gap-2 border-t border-slate-200 pt-4 text-sm dark:border-slate-800">
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Platform</dt>
              <dd>{platformLabel(listing.platform)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="text-muted-foreground">Use case</dt>
              <dd>{labelOfUseCase(listing.useCase)}</dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="inline-flex items-center gap-1 text-muted-foreground">
                <FileIcon className="size-3.5" aria-hidden />
                File
              </dt>
              <dd className="truncate" title={listing.fileName}>
                {formatFileSize(listing.fileSize)}
              </dd>
            </div>
            <div className="flex justify-between gap-2">
              <dt className="inline-flex items-center gap-1 text-muted-foreground">
                <CalendarIcon className="size-3.5" aria-hidden />
                Listed
              </dt>
              <dd>
                <LocalDate iso={listing.createdAt} />
              </dd>
            </div>
          </dl>
          <SignedDigest listing={listing} />
        </CardContent>
      </Card>
    </aside>
  </article>
);
