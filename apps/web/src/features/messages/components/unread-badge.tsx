import { useUnreadCount } from '../api/get-unread-count';

/** The count of unread messages; nothing when there are none. */
export const UnreadBadge = ({ signedIn, className = '' }: { signedIn: boolean; className?: string }) => {
  const { data } = useUnreadCount(signedIn);
  const count = data?.count ?? 0;
  if (count === 0) return null;
  return (
    <span
      data-testid="unread-badge"
      className={`inline-flex min-w-5 items-center justify-center rounded-full bg-red-600 px-1.5 text-xs font-semibold leading-5 text-white ${className}`}
    >
      {count > 99 ? '99+' : count}
      <span className="sr-only"> unread {count === 1 ? 'message' : 'messages'}</span>
    </span>
  );
};
