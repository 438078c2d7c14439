import { ChevronDownIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { cn } from '@/lib/cn';
import { fieldClasses } from './input';

/**
 * The browser's own select, styled like the other fields. Light pages (home, marketplace) use it
 * instead of the Radix Select, whose positioning engine would cost them ~16 KB of first-load JS;
 * on phones it also opens the native picker.
 */
export const NativeSelect = ({ className, children, ...props }: ComponentProps<'select'>) => (
  <div className={cn('relative', className)}>
    <select className={cn(fieldClasses, 'h-10 appearance-none pr-9')} {...props}>
      {children}
    </select>
    <ChevronDownIcon className="pointer-events-none absolute right-3 top-3 size-4 opacity-60" aria-hidden />
  </div>
);
