import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

export const EmptyState = ({
  Icon,
  title,
  text,
  children,
}: {
  Icon: LucideIcon;
  title: string;
  text: string;
  children?: ReactNode;
}) => (
  <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-4 py-16 text-center dark:border-slate-700">
    <Icon className="size-10 text-slate-400" aria-hidden />
    <h2 className="mt-4 text-lg font-semibold">{title}</h2>
    <p className="mt-1 max-w-md text-sm text-muted-foreground">{text}</p>
    {children && <div className="mt-6 flex flex-wrap justify-center gap-3">{children}</div>}
  </div>
);
