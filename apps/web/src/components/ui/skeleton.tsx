import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const Skeleton = ({ className, ...props }: ComponentProps<'div'>) => (
  <div className={cn('animate-pulse rounded-md bg-slate-200 dark:bg-slate-800', className)} {...props} />
);
