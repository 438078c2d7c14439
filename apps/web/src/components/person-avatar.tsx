import { cn } from '@/lib/cn';

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');

/** The person's own picture, or their initials: no external avatar service. */
export const PersonAvatar = ({
  name,
  imageUrl,
  className = 'size-12 text-base',
}: {
  name: string;
  imageUrl: string | null;
  className?: string;
}) =>
  imageUrl ? (
    <img src={imageUrl} alt="" className={cn('rounded-full object-cover', className)} />
  ) : (
    <span
      className={cn(
        'flex shrink-0 items-center justify-center rounded-full bg-brand-600 font-semibold text-white',
        className,
      )}
      aria-hidden
    >
      {initials(name)}
    </span>
  );
