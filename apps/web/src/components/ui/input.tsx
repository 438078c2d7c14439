import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';

export const fieldClasses =
  'w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-sm placeholder:text-slate-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-50 aria-invalid:border-red-500 dark:border-slate-700 dark:bg-slate-900';

export const Input = ({ className, type = 'text', ...props }: ComponentProps<'input'>) => (
  <input type={type} className={cn(fieldClasses, 'h-10', className)} {...props} />
);
