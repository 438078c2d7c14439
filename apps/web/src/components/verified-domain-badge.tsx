import { BadgeCheckIcon } from 'lucide-react';
import { cn } from '@/lib/cn';

/**
 * "Verified: example.com": the domain a seller proved they control (docs/product.md, Verified
 * domain); nothing for a seller without one. An international domain shows in its punycode form,
 * the one form a look-alike cannot fake.
 */
export const VerifiedDomainBadge = ({
  domain,
  className,
}: {
  domain: string | null | undefined;
  className?: string;
}) =>
  domain ? (
    <span
      className={cn('inline-flex items-center gap-1 text-xs font-medium text-brand-text', className)}
      title={`This seller proved they control ${domain}`}
    >
      <BadgeCheckIcon className="size-3.5 shrink-0" aria-hidden />
      Verified: {domain}
    </span>
  ) : null;
